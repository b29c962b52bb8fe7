"""The phases of a round (O2), one module each, stacked on the shared state (``core.Core``):
finish <- burn <- play <- revolution <- tribute <- buy <- declare, run by ``round.Round``."""
