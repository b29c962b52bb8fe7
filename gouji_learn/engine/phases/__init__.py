"""The phases of a round (O2), one module and one object each: declare, buy, tribute,
revolution, play, burn and finish. Each lists the candidates of a position, judges an action
(its first refusal) and applies it; ``engine/flow.py`` orders them and ``round.Round`` runs them."""
