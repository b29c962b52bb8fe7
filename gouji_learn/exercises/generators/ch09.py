"""Chapter 09 · Going out (走科 zǒukē, E1-E5): endings, 四人乱缠, 串三户, the revolutionary's
place and 无头, with the seats, the order going out and the cards left changing by seed."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from ...engine.bots import HeuristicBot
from ...engine.core import Phase
from ...engine.round import Round
from ...rules.cards import format_cards
from ...rules.seats import SEAT_COUNT, alliance_of, next_seat, opposite_of
from ..move_reading import move_text
from ..sentences import Say
from ..situations import Deal, NoVariant, Scripted, Variant, generator
from .ch08 import table

LOW = ("5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def held(rng: Random, size: int) -> str:
    """A hand of ``size`` cards for a seat still playing: low cards, then a 3 (憋三: 3s last)."""
    return " ".join([*rng.choices(LOW, k=size - 1), "3"])


def ended(rng: Random, out: Sequence[int], rebel: int | None = None) -> Scripted:
    """E1: seats ``out`` have gone out in that order, the last just now with a lone 3 nobody
    beat; the others hold hands of different sizes (2 to 8 cards)."""
    left = [s for s in range(SEAT_COUNT) if s not in out]
    sizes = rng.sample(range(2, 9), len(left))
    cards = {seat: held(rng, size) for seat, size in zip(left, sizes, strict=True)}
    hands = table({**cards, out[-1]: "3"}, rest="")
    return Scripted(
        hands,
        leader=out[-1],
        moves=("play 3", "pass until end"),
        finished=tuple(out[:-1]),
        revolutionary=rebel,
    )


def most_cards(situation: Scripted, seats: Sequence[int]) -> int:
    """Of ``seats``, the one whose hand holds the most cards."""
    return max(seats, key=lambda seat: len(situation.hands[seat].split()))


def one_alliance(seats: Sequence[int]) -> bool:
    """T1: whether all these seats are of one alliance."""
    return len({alliance_of(seat) for seat in seats}) == 1


def over(out: Sequence[int], rebel: int | None = None) -> bool:
    """E3, E4: whether the round is over once ``out`` have gone out in that order (the
    engine decides)."""
    hands = table({s: "5 3" for s in range(SEAT_COUNT) if s not in out}, rest="")
    leader = next(s for s in range(SEAT_COUNT) if s not in out and s != rebel)
    state = Round.position(hands, leader=leader, finished=out, revolutionary=rebel)
    return state.is_over


def ending_order(rng: Random, rebel: int | None = None) -> list[int]:
    """E3, E4: seats in a random order of going out, up to the one whose going out ends the
    round."""
    seats = [s for s in range(SEAT_COUNT) if s != rebel]
    rng.shuffle(seats)
    return next(seats[:k] for k in range(1, len(seats) + 1) if over(seats[:k], rebel))


@generator("ch09.two-left")
def two_left(seed: int) -> Variant:
    """E1, E3: a round over with four seats out and two of one alliance left holding
    different numbers of cards; varies: the seats, the order and the cards left."""
    rng = Random(seed)
    left = rng.sample([s for s in range(SEAT_COUNT) if alliance_of(s) == seed % 2], 2)
    out = rng.sample([s for s in range(SEAT_COUNT) if s not in left], 4)
    if over(out[:3]):
        raise NoVariant
    situation = ended(rng, out)
    return Variant(situation, {"most": most_cards(situation, left)})


@generator("ch09.bots-to-end")
def bots_to_end(seed: int) -> Variant:
    """E1, E3: a seeded qingdao round played by bots to its end (nobody declares); only a
    round ending with two seats left holding different numbers of cards (no 串三户)."""
    state = Round("qingdao", seed=seed)
    moves: list[str] = []
    bot = HeuristicBot()
    while not state.is_over:
        if state.phase in (Phase.DECLARE_YU, Phase.DECLARE_MING):
            state.do("no declaration")
            continue
        action = bot.act(state.view(state.to_act), state.legal_actions())
        moves.append(move_text(action))
        state.apply(action)
    left = [s for s in range(SEAT_COUNT) if s not in state.finished]
    counts = {len(state.hands[s]) for s in left}
    if len(left) != 2 or len(counts) != 2 or state.out_of_play or state.revolutionary is not None:
        raise NoVariant
    hands = table({seat: format_cards(hand) for seat, hand in enumerate(state.dealt)})
    deal = Deal(hands, seed=seed, moves=tuple(moves))
    return Variant(deal, {"most": max(left, key=lambda s: len(state.hands[s]))})


def went_out(out: Sequence[int]) -> Say:
    """The seats gone out, in order, as a prompt says it."""
    if len(out) == 1:
        return Say(f"seat {out[0]} has just gone out", f"{out[0]}号刚刚走科")
    en = ", ".join(str(s) for s in out[:-1]) + f" and {out[-1]}"
    zh = "、".join(f"{s}号" for s in out)
    return Say(
        f"seats {en} have gone out, in that order, seat {out[-1]} just now",
        f"{zh}依次走科，{out[-1]}号是刚刚走的",
    )


@generator("ch09.who-is-out")
def who_is_out(seed: int) -> Variant:
    """E3, E4: seats have gone out up to the end of the round (even seeds) or fewer (odd
    seeds); varies: the seats, how many are out, their order."""
    rng = Random(seed)
    out = ending_order(rng)
    if seed % 2:
        out = out[: rng.randrange(1, len(out))]
    return Variant(ended(rng, out), {"gone": went_out(out)})


@generator("ch09.yield-window")
def yield_window(seed: int) -> Variant:
    """F6, E2: seat l leads 5 5, the next two pass and l's 对头 may yield, or not; varies: l,
    and how many are out (two, 四人乱缠, on even seeds; none or one on odd seeds)."""
    rng = Random(seed)
    lead = rng.randrange(SEAT_COUNT)
    after = [(lead + step) % SEAT_COUNT for step in range(1, SEAT_COUNT)]
    count = 2 if seed % 2 == 0 else rng.randint(0, 1)
    out = rng.sample(after[3:], count)
    cards = {after[0]: "6 3", after[1]: "7 3", after[2]: "K K 9 3", lead: "5 5 9 3"}
    hands = table({s: cards.get(s, "8 8 3") for s in range(SEAT_COUNT) if s not in out}, rest="")
    situation = Scripted(
        hands, leader=lead, moves=("play 5 5", "pass", "pass"), finished=tuple(out)
    )
    gone = (
        Say("nobody has gone out yet", "还没有人走科"),
        Say("one player has gone out", "已有一人走科"),
        Say("two players have gone out", "已有两人走科"),
    )[count]
    return Variant(situation, {"gone": gone, "l": lead, "x": opposite_of(lead)})


@generator("ch09.round-end")
def round_end(seed: int) -> Variant:
    """E3, E4: a round over: a 串三户 on even seeds, else four or five seats out; varies: the
    seats, the order and the cards left."""
    rng = Random(seed)
    if seed % 2 == 0:
        out = rng.sample([s for s in range(SEAT_COUNT) if alliance_of(s) == seed % 4 // 2], 3)
    else:
        out = ending_order(rng)
        if len(out) == 3:
            raise NoVariant
    return Variant(ended(rng, out))


@generator("ch09.rebel-end")
def rebel_end(seed: int) -> Variant:
    """R2, E4: seat r revolted and played no card; the round is over: his two partners took
    头科 and 二科 (a 串三户, even seeds) or not; varies: r and the order going out."""
    rng = Random(seed)
    rebel = rng.randrange(SEAT_COUNT)
    if seed % 2 == 0:
        partners = [s for s in range(SEAT_COUNT) if s != rebel and alliance_of(s) == rebel % 2]
        out = rng.sample(partners, 2)
    else:
        out = ending_order(rng, rebel)
        if one_alliance([*out[:2], rebel]) or one_alliance(out[:3]):
            raise NoVariant
    return Variant(ended(rng, out, rebel=rebel), {"r": rebel})


@generator("ch09.headless")
def headless(seed: int) -> Variant:
    """E5, F5: seat p plays K K (gouji); one seat is out: p's 对头 (无头, even seeds) or
    another; nobody else can beat K K; varies: p and the seat out."""
    rng = Random(seed)
    player = rng.randrange(SEAT_COUNT)
    opposite = opposite_of(player)
    if seed % 2 == 0:
        gone = opposite
    else:
        gone = rng.choice([s for s in range(SEAT_COUNT) if s not in (player, opposite)])
    cards = {player: "K K 5 3", opposite: "A A 3", next_seat(player): "9 3"}
    hands = table({s: cards.get(s, "6 6 3") for s in range(SEAT_COUNT) if s != gone}, rest="")
    situation = Scripted(hands, leader=player, moves=("play K K",), finished=(gone,))
    return Variant(
        situation, {"p": player, "gone": gone, "next": next_seat(player), "opposite": opposite}
    )
