"""One round of Gouji as a state machine (chapters F, K, S, E, P, X, D, Y, R, O).

A :class:`Round` is built from a RuleSet, a seed (or a scripted deal) and what the previous
round of the game left behind (:class:`Carry`). It runs the automatic steps itself (deal,
上班, 买三/买四, paying tribute) and stops at each decision: ``to_act`` names the seat,
``legal_actions()`` lists what it may do, ``apply(action)`` does it or raises IllegalAction
with the rule it breaks and leaves the state as it was.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..rules import ruleset as opt
from ..rules.beating import explain_beat
from ..rules.cards import Card, Rank, Suit, new_shoe, parse_cards
from ..rules.errors import GoujiError
from ..rules.gouji import can_open, gouji_minimum, is_gouji, is_pure
from ..rules.labels import Bilingual
from ..rules.plays import Play, make_play
from ..rules.ruleset import RuleSet, resolve_rules
from ..rules.scoring import SWEEP_SIZE, alliance_scores
from ..rules.table import ALLIANCE, OPPOSITE, SEAT_COUNT, SEATS, check_seat
from ..rules.tribute import NONE, point_tribute
from .actions import Action, ActionKind, IllegalAction
from .hand import Hand
from .moves import Candidate, beating_candidates, beating_plays, candidates

SWEEP = "sweep"
"""X2: 串贡/圈贡 after a 串三户, returned where 点贡 is (linyi calls it 点贡)."""


class Phase(Bilingual):
    """O2: the phases of a round, in order."""

    DECLARE_YU = ("declare 预点", "预点")
    RETURN_TRIBUTE = ("return tribute", "还贡")
    DECLARE_MING = ("declare 明点", "明点")
    REVOLUTION = ("revolution", "革命")
    CHONG_DIAN = ("charge the point", "冲点")
    CHONG_DIAN_ANSWER = ("answer the 冲点", "打冲点")
    HEAD_CHOICE = ("keep the head or not", "要头/无头")
    PLAY = ("play", "打牌")
    OVER = ("over", "结束")
    VOID = ("void deal", "作废")


@dataclass(frozen=True)
class StuckEvent:
    """Y2: ``seat`` was stuck (闷) when ``by`` beat the play before his 3s."""

    seat: int
    by: int


@dataclass
class BurnEvent:
    """S1-S5: a burn by ``burner`` of ``target``'s gouji hand and how it ended."""

    burner: int
    target: int
    plays: int = 0
    outcome: str = "running"
    """running, success, broken, counter_burned (反烧) or failed (烧失败)."""


@dataclass(frozen=True)
class TributePayment:
    """X1-X5: ``cards`` paid by ``payer`` to ``receiver`` as tribute of ``kind`` (``owed``)."""

    kind: str
    payer: int
    receiver: int
    owed: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Carry:
    """What a finished round leaves to the next one of the game: the grounds for tribute (X)
    and the next first leader (O1)."""

    finish_order: tuple[int, ...]
    last_place: int
    sweep: bool
    stuck: tuple[StuckEvent, ...] = ()
    burns: tuple[tuple[int, int, str], ...] = ()
    opened: frozenset[int] = frozenset()
    declarations: tuple[str, ...] = (NONE,) * SEAT_COUNT

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "finish_order": list(self.finish_order),
            "last_place": self.last_place,
            "sweep": self.sweep,
            "stuck": [[e.seat, e.by] for e in self.stuck],
            "burns": [list(b) for b in self.burns],
            "opened": sorted(self.opened),
            "declarations": list(self.declarations),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Carry:
        """Read the dict written by :meth:`to_json`."""
        return cls(
            tuple(data["finish_order"]),
            int(data["last_place"]),
            bool(data["sweep"]),
            tuple(StuckEvent(int(a), int(b)) for a, b in data["stuck"]),
            tuple((int(a), int(b), str(c)) for a, b, c in data["burns"]),
            frozenset(int(s) for s in data["opened"]),
            tuple(data["declarations"]),
        )


@dataclass
class Trick:
    """F1-F6: the trick being played: who led, the play to beat, who passed or yielded."""

    leader: int
    last_seat: int = -1
    last_play: Play | None = None
    passed: set[int] = field(default_factory=set)
    """F3: seats that passed in this trick."""
    answered: set[int] = field(default_factory=set)
    """Seats that already passed on the current play."""
    yielder: int = -1
    """F6: the seat that yielded on the current play, waiting for its second turn."""
    burn_queue: list[int] = field(default_factory=list)
    """S3: seats still to be asked whether they burn the current gouji hand."""
    gouji: bool = False
    """F5: the current play is a gouji hand answered only by the player's 对头."""
    dead: bool = False
    """E6: the current gouji hand cannot be answered except by burning."""
    plays: list[tuple[int, Play]] = field(default_factory=list)


@dataclass(frozen=True)
class Observation:
    """What one seat may know (F8 for counts): its own cards and everything public."""

    seat: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    counts: tuple[int | None, ...]
    """Others' card counts where the rules tell them (报户, F8), else None; own count always."""
    trick: tuple[tuple[int, Play], ...]
    to_beat: Play | None
    finished: tuple[int, ...]
    opened: frozenset[int]
    revolutionary: int | None
    four_way: bool
    headless: frozenset[int]
    history: tuple[Action, ...]
    rules: RuleSet


class Round:
    """One round (回合) under a RuleSet: deal, tribute, declarations, revolution and play."""

    def __init__(
        self,
        rules: RuleSet | str | None = None,
        seed: int = 0,
        deal: Sequence[Sequence[Card]] | None = None,
        carry: Carry | None = None,
        round_index: int = 0,
        *,
        leader: int | None = None,
    ) -> None:
        self.rules = resolve_rules(rules)
        self.scenario_leader = None if leader is None else check_seat(leader)
        """A scripted scenario starts straight at play with this leader (see from_hands)."""
        self.seed = seed
        self.carry = carry
        self.round_index = round_index
        self.rng = random.Random(seed)
        self.deal_script = None if deal is None else tuple(tuple(cards) for cards in deal)
        self.hands = self._deal(deal)
        self.dealt = tuple(tuple(hand.cards()) for hand in self.hands)
        self.table: list[Card] = []
        """Cards played (and 4s thrown away): out of every hand for the rest of the round."""
        self.set_aside: list[Card] = []
        self.history: list[Action] = []
        self.phase = Phase.PLAY
        self.to_act: int | None = None
        self.declarations = [NONE] * SEAT_COUNT
        self.opened: set[int] = set()
        self.conceded: set[int] = set()
        self.finished: list[int] = []
        self.out_of_play: list[int] = []
        """S4, R4: failed burners and failed revolutionaries, who take the last places."""
        self.revolutionary: int | None = None
        self.revolts: list[int] = []
        self.forced_revolts: set[int] = set()
        """Y3 (qingdao): seats with no 3 and nothing to buy one with, who must revolt."""
        self.natural = [
            {rank: hand.count(rank) for rank in (Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TWO)}
            for hand in self.hands
        ]
        """X1 (tongsu art. 16): the jokers and 2s each seat was dealt and still holds."""
        self.headless: set[int] = set()
        self.dead_gouji = [0] * SEAT_COUNT
        self.stuck: list[StuckEvent] = []
        self.stuck_seats: list[int] = []
        self.pending_stuck: dict[int, Play] = {}
        self.burns: list[BurnEvent] = []
        self.burning: dict[int, BurnEvent] = {}
        self.tribute: list[TributePayment] = []
        self.to_return: list[tuple[int, int]] = []
        """X3: (receiver, payer) for each card still to be returned, in order."""
        self.queue: list[int] = []
        """Seats still to decide in the current phase (declarations, revolution)."""
        self.chong_hands: list[Play] = []
        self.chong_answers: list[Play] = []
        self.chong_beaten = 0
        self.trick = Trick(leader=0)
        self.four_way = False
        self.leader = 0
        self.final_order: tuple[int, ...] = ()
        self._legal: list[Action] | None = None
        self._plays: dict[tuple[Card, ...], Candidate] = {}
        """The play behind each legal PLAY or BURN action, so apply need not classify again."""
        if self.scenario_leader is None:
            self._begin()
        else:
            self.leader = self.scenario_leader
            self._start_play()

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[str | Sequence[Card]],
        rules: RuleSet | str | None = None,
        leader: int = 0,
    ) -> Round:
        """F1: a scripted scenario: six hands (text or cards) and the leader, straight at play
        (no declarations, 买三, tribute or revolution) -- for teaching a trick step by step."""
        deal = [parse_cards(hand) if isinstance(hand, str) else list(hand) for hand in hands]
        return cls(rules, deal=deal, leader=leader)

    # ------------------------------------------------------------------ setting up the round

    def _deal(self, deal: Sequence[Sequence[Card]] | None) -> list[Hand]:
        """C1: shuffle the shoe with the seed and deal it round (a scripted deal replaces it)."""
        if deal is not None:
            if len(deal) != SEAT_COUNT:
                raise GoujiError(
                    "C1",
                    f"a deal gives cards to {SEAT_COUNT} seats, not {len(deal)}",
                    f"发牌应有{SEAT_COUNT}家",
                )
            return [Hand(cards) for cards in deal]
        shoe = new_shoe(self.rules.short_shoe)
        self.rng.shuffle(shoe)
        first = self.rng.randrange(SEAT_COUNT)
        order = [(first + i) % SEAT_COUNT for i in range(SEAT_COUNT)]
        hands: list[list[Card]] = [[] for _ in SEATS]
        for i, card in enumerate(shoe):  # C1: the first to draw and his 对头 get odd cards
            hands[order[i % SEAT_COUNT]].append(card)
        return [Hand(cards) for cards in hands]

    @property
    def first_round(self) -> bool:
        """P3: the first round of a game has no tribute."""
        return self.carry is None

    def _begin(self) -> None:
        """O2: run the automatic phases up to the first decision."""
        self.leader = self._first_leader()
        if self.rules.natural_opening:
            self.opened |= {seat for seat in SEATS if not self._has_pure_minimum(seat)}
        if opt.YU in self.rules.declarations:
            self._start_queue(Phase.DECLARE_YU, self._turn_order(self.leader))
        else:
            self._after_yu()

    def _after_yu(self) -> None:
        if self._buys() and not self.rules.buy_after_tribute:
            self._buy()
        if not self.first_round:
            self._pay_tribute()
        if self.to_return:
            self.phase = Phase.RETURN_TRIBUTE
            self.to_act = self.to_return[0][0]
            return
        self._after_tribute()

    def _buys(self) -> bool:
        """Y3: whether 3s (and 4s) are bought this round (tongsu art. 20: not in the first)."""
        return not self.first_round or self.rules.buy_in_first_round

    def _after_tribute(self) -> None:
        if self._buys() and self.rules.buy_after_tribute:
            self._buy()  # linyi: 进贡 -> 买三 -> 买四
        if opt.MING in self.rules.declarations:
            seats = [s for s in self._turn_order(self.leader) if self.declarations[s] == NONE]
            self._start_queue(Phase.DECLARE_MING, seats)
        else:
            self._start_revolution()

    def _start_queue(self, phase: Phase, seats: Sequence[int]) -> None:
        self.phase = phase
        self.queue = list(seats)
        if not self.queue:
            self._end_queue(phase)
        else:
            self.to_act = self.queue[0]

    def _next_in_queue(self) -> None:
        self.queue.pop(0)
        if self.queue:
            self.to_act = self.queue[0]
        else:
            self._end_queue(self.phase)

    def _end_queue(self, phase: Phase) -> None:
        if phase is Phase.DECLARE_YU:
            self._after_yu()
        elif phase is Phase.DECLARE_MING:
            self._start_revolution()
        elif phase is Phase.REVOLUTION:
            self._after_revolution()

    def _turn_order(self, start: int) -> list[int]:
        """T3: the seats counter-clockwise from ``start``."""
        return [(start + i) % SEAT_COUNT for i in range(SEAT_COUNT)]

    def _first_leader(self) -> int:
        """O1: the previous round's 大落, or whoever shows the most cards of one suit."""
        if self.carry is not None:
            return self.carry.last_place
        rule = self.rules.first_leader
        if rule == opt.FIRST_LEADER_RANDOM:
            return self.rng.randrange(SEAT_COUNT)
        rank = (
            Rank.FOUR
            if self.rules.bie_san and rule == opt.FIRST_LEADER_MOST_OF_A_SUIT
            else Rank.THREE
        )
        shown = [
            max(
                (sum(c.suit is suit for c in self.hands[s].by_rank[rank]) for suit in Suit),
                default=0,
            )
            for s in SEATS
        ]
        if rule == opt.FIRST_LEADER_FIRST_PAIR_OF_THREES:
            showing = [s for s in SEATS if shown[s] >= 2]
            return showing[0] if showing else self.rng.randrange(SEAT_COUNT)
        best = max(shown)
        return shown.index(best) if best >= 2 else self.rng.randrange(SEAT_COUNT)

    def _has_pure_minimum(self, seat: int) -> bool:
        """K5: whether the seat was dealt a minimum pure gouji hand."""
        hand = self.hands[seat]
        return any(
            hand.count(rank) >= (gouji_minimum(rank, self.rules) or 99)
            for rank in (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
        )

    def _buy(self) -> None:
        """Y3, Y4: a seat with no 3 (or 4) buys one with a 2 (or a joker) from his 对头 first."""
        ranks = ([Rank.THREE] if self.rules.bie_san else []) + (
            [Rank.FOUR] if self.rules.buy_fours else []
        )
        for rank in ranks:
            for buyer in SEATS:
                hand = self.hands[buyer]
                if hand.count(rank):
                    continue
                payment = next(
                    (
                        hand.by_rank[r][0]
                        for r in (Rank.TWO, Rank.SMALL_JOKER, Rank.BIG_JOKER)
                        if hand.by_rank[r]
                    ),
                    None,
                )
                seller = next(
                    (s for s in self._sellers(buyer) if self.hands[s].count(rank) > 1), None
                )
                if payment is None and rank is Rank.THREE and self.rules.no_three_no_pay_revolts:
                    self.forced_revolts.add(buyer)  # Y3: 算做自动革命
                if payment is None or seller is None:
                    continue
                self._spend_natural(buyer, payment)
                bought = self.hands[seller].by_rank[rank][-1]
                self.hands[seller].remove([bought])
                hand.remove([payment])
                hand.add([bought])
                self.hands[seller].add([payment])

    def _spend_natural(self, seat: int, card: Card) -> None:
        """X1: a dealt joker or 2 that leaves the hand is no longer a tribute card of his."""
        if card.rank in self.natural[seat]:
            held = self.hands[seat].count(card.rank) - 1
            self.natural[seat][card.rank] = min(self.natural[seat][card.rank], held)

    def _sellers(self, buyer: int) -> list[int]:
        """Y3: whom to ask for a 3, in order."""
        if self.rules.buy_from == opt.BUY_AROUND_FROM_PREVIOUS:
            around = [(buyer - i) % SEAT_COUNT for i in range(1, SEAT_COUNT)]  # 上家, 以此类推
            return [OPPOSITE[buyer]] + [seat for seat in around if seat != OPPOSITE[buyer]]
        opposite = OPPOSITE[buyer]
        return [
            opposite,
            (buyer + 1) % SEAT_COUNT,
            (buyer - 1) % SEAT_COUNT,
            (buyer + 2) % SEAT_COUNT,
            (buyer - 2) % SEAT_COUNT,
        ]

    # ------------------------------------------------------------------ tribute (X1-X5)

    def _owed(self) -> list[tuple[str, int, int, int]]:
        """X2-X5: (kind, payer, receiver, cards) owed from the previous round, in X3 order."""
        carry = self.carry
        assert carry is not None
        losers: list[int] = []
        if carry.sweep:  # tongsu art. 43: the swept pay only 圈贡; the others still pay theirs
            losers = [s for s in SEATS if ALLIANCE[s] != ALLIANCE[carry.finish_order[0]]]
        sweep = [(SWEEP, s, OPPOSITE[s], 1) for s in losers]
        owed: dict[str, list[tuple[str, int, int, int]]] = {kind: [] for kind in opt.TRIBUTE_KINDS}
        for event in carry.stuck:
            owed[opt.STUCK].append((opt.STUCK, event.seat, event.by, 1))
        for burner, target, outcome in carry.burns:
            if outcome == "success":
                owed[opt.BURN].append((opt.BURN, target, burner, 1))
            elif outcome == "counter_burned" or (
                outcome == "failed" and self.rules.failed_burn_pays
            ):
                owed[opt.BURN].append((opt.BURN, burner, target, 1))
        for seat in range(SEAT_COUNT // 2):
            other = OPPOSITE[seat]
            try:
                to_seat, to_other = point_tribute(
                    seat in carry.opened,
                    other in carry.opened,
                    carry.declarations[seat],
                    carry.declarations[other],
                    self.rules,
                )
            except GoujiError:  # a case the rulebook leaves to the players: nothing is paid
                to_seat, to_other = 0, 0
            if to_seat:
                owed[opt.POINT].append((opt.POINT, other, seat, to_seat))
            if to_other:
                owed[opt.POINT].append((opt.POINT, seat, other, to_other))
        if len(carry.finish_order) == SEAT_COUNT:
            order = carry.finish_order
            owed[opt.LAST] += [(opt.LAST, order[5], order[0], 2), (opt.LAST, order[4], order[1], 1)]
        ordered = [item for kind in self.rules.tribute_order for item in owed[kind]]
        return sweep + [item for item in ordered if item[1] not in losers]

    def _pay_tribute(self) -> None:
        """X1-X3: pay each tribute with the payer's biggest tribute cards, in the rulebook order."""
        carry = self.carry
        assert carry is not None
        if carry.sweep and self.rules.sweep_tribute == opt.SWEEP_NEW_GAME:
            return
        resisting = self._resisting()
        for kind, payer, receiver, n in self._owed():
            if payer in resisting:
                continue
            if kind in self.rules.ally_waived_tributes and ALLIANCE[payer] == ALLIANCE[receiver]:
                continue
            cards = self._tribute_cards(payer, n, kind)
            for card in cards:
                self._spend_natural(payer, card)
            self.hands[payer].remove(cards)
            self.hands[receiver].add(cards)
            self.tribute.append(TributePayment(kind, payer, receiver, n, tuple(cards)))
            if (opt.POINT if kind == SWEEP else kind) in self.rules.tribute_returned:
                self.to_return += [(receiver, payer)] * len(cards)

    def _resisting(self) -> set[int]:
        """X3 (抗贡, tongsu art. 17): four 大王 dealt spare one's alliance, four 小王 oneself."""
        if not self.rules.tribute_resistance:
            return set()
        spared: set[int] = set()
        for seat in SEATS:
            dealt = self.dealt[seat]
            if sum(c.rank is Rank.BIG_JOKER for c in dealt) == 4:
                spared |= {s for s in SEATS if ALLIANCE[s] == ALLIANCE[seat]}
            if sum(c.rank is Rank.SMALL_JOKER for c in dealt) == 4:
                spared.add(seat)
        return spared

    def _tribute_cards(self, payer: int, n: int, kind: str) -> list[Card]:
        """X1: the payer's biggest tribute cards, at most ``n`` (fewer if he lacks them)."""
        ranks = [Rank.BIG_JOKER, Rank.SMALL_JOKER, Rank.TWO]
        if self.rules.tribute_cards == opt.TRIBUTE_CARDS_DOWN_TO_KINGS:
            ranks = ranks[2:] if kind == opt.LAST else ranks
            ranks.append(Rank.KING)
        hand = self.hands[payer]
        available = []
        for rank in ranks:
            cards = list(reversed(hand.by_rank[rank]))
            if self.rules.tribute_only_dealt_cards and rank in self.natural[payer]:
                cards = cards[: self.natural[payer][rank]]
            available += cards
        return available[:n]

    # ------------------------------------------------------------------ revolution (R1-R5)

    def _can_revolt(self, seat: int) -> bool:
        """R1: no joker and no 2 (tongsu art. 46: and three pure gouji hands to lead)."""
        hand = self.hands[seat]
        if hand.count(Rank.TWO) or hand.count(Rank.SMALL_JOKER) or hand.count(Rank.BIG_JOKER):
            return False
        if self.rules.chong_dian == opt.CHONG_DIAN_REQUIRED_PURE:
            return len(self._chong_options(seat)) > 0
        return True

    def _start_revolution(self) -> None:
        eligible = [s for s in self._revolution_order() if self._can_revolt(s)]
        self._start_queue(Phase.REVOLUTION, eligible)

    def _revolution_order(self) -> list[int]:
        """R1: who may revolt first (irvine: the last round's 大落 first)."""
        if self.rules.revolution_limit == opt.REVOLUTION_ONE_BY_LAST_PLACE and self.carry:
            placed = self.carry.finish_order
            unplaced = [s for s in self._turn_order(self.leader) if s not in placed]
            return unplaced + list(reversed(placed))  # 备注4: 倒序, 大落 first
        return self._turn_order(self.leader)

    def _after_revolution(self) -> None:
        if len(self.revolts) >= 2:
            self.phase, self.to_act = Phase.VOID, None
            return
        if not self.revolts:
            self._start_play()
            return
        rebel = self.revolts[0]
        self.revolutionary = rebel
        self.opened.discard(rebel)
        self.opened.add(OPPOSITE[rebel])
        if self.rules.chong_dian != opt.CHONG_DIAN_NONE and self._chong_options(rebel):
            self.phase, self.to_act = Phase.CHONG_DIAN, rebel
            return
        self._after_chong_dian(charged=False)

    def _chong_options(self, seat: int) -> list[tuple[Card, ...]]:
        """R4: the ways to lay down three minimum pure gouji hands at once (cards, low to high)."""
        hand = self.hands[seat]
        hands: list[tuple[Card, ...]] = []
        for rank in (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE):
            need = gouji_minimum(rank, self.rules) or 99
            cards = hand.by_rank[rank]
            hands += [tuple(cards[i * need : (i + 1) * need]) for i in range(len(cards) // need)]
        options = []
        for i in range(len(hands)):
            for j in range(i + 1, len(hands)):
                for k in range(j + 1, len(hands)):
                    option = hands[i] + hands[j] + hands[k]
                    if option not in options:
                        options.append(option)
        return options

    def _split_chong(self, cards: Sequence[Card]) -> list[Play]:
        """R4: the three gouji hands of a 冲点, each of its minimum size, low to high."""
        plays, i = [], 0
        while i < len(cards):
            need = gouji_minimum(cards[i].rank, self.rules) or 1
            plays.append(make_play(cards[i : i + need], self.rules))
            i += need
        return plays

    def _after_chong_dian(self, charged: bool) -> None:
        rebel = self.revolutionary
        assert rebel is not None
        opposite = OPPOSITE[rebel]
        if self.rules.head_choice and (charged or self.rules.chong_dian == opt.CHONG_DIAN_NONE):
            self.phase, self.to_act = Phase.HEAD_CHOICE, opposite
            return
        self.headless.add(opposite)
        self._start_play()

    def _resolve_chong_dian(self, answered_all: bool, answers: list[Play]) -> None:
        """R4: the 冲点 outcome: who has opened, and (tongsu) whether the revolution failed."""
        rebel = self.revolutionary
        assert rebel is not None
        opposite = OPPOSITE[rebel]
        strict = self.rules.chong_dian == opt.CHONG_DIAN_REQUIRED_PURE
        self.opened.discard(opposite)
        if not strict or any(is_pure(p) for p in answers):
            self.opened.add(opposite)  # tongsu art. 47: only if he answered with a pure hand
        if answered_all:
            self.opened.discard(rebel)
            if strict:
                self.out_of_play.append(rebel)  # 革命失败: 大落
        else:
            self.opened.add(rebel)
        self._after_chong_dian(charged=True)

    # ------------------------------------------------------------------ play (F, K, S, E, Y)

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        leader = self.leader
        if not self._in_play(leader):
            leader = self._next_in_play(leader)
        self._new_trick(leader)

    def _in_play(self, seat: int) -> bool:
        """Whether a seat still plays: holds cards, has not revolted and is not out of play."""
        return (
            len(self.hands[seat]) > 0
            and seat != self.revolutionary
            and seat not in self.out_of_play
            and seat not in self.finished
        )

    def _next_in_play(self, seat: int) -> int:
        for step in range(1, SEAT_COUNT + 1):
            other = (seat + step) % SEAT_COUNT
            if self._in_play(other):
                return other
        return seat

    def _new_trick(self, leader: int) -> None:
        """F1, F4: a new trick led by ``leader``."""
        self.trick = Trick(leader=leader)
        self.to_act = leader
        self.pending_stuck.pop(leader, None)
        self._check_burner_can_lead()

    def _is_headless(self, seat: int) -> bool:
        """E5: 无头: the seat's 对头 is out (finished, revolted, out of play), or chose 无头."""
        opposite = OPPOSITE[seat]
        return seat in self.headless or not self._in_play(opposite)

    def _restriction(self, seat: int, rank: Rank | None, count: int) -> str | None:
        """Y1, K4: the rule a play of ``count`` cards counted as ``rank`` by ``seat`` breaks."""
        if self.rules.bie_san and rank is Rank.THREE and count != len(self.hands[seat]):
            return "Y1"
        if (
            rank is Rank.FOUR
            and self.rules.fours == opt.FOURS_AFTER_OPENING_ELSE_DISCARD
            and seat not in self.opened
        ):
            return "K4"
        return None

    def _legal_plays(self, seat: int) -> list[Candidate]:
        """F1-F2 with Y1, K4 and S1: the plays ``seat`` may make now, unclassified."""
        target = self.trick.last_play
        if target is None:
            return self._leads(seat)
        return [
            c
            for c in beating_candidates(self.hands[seat], target)
            if self._restriction(seat, c.rank, len(c.cards)) is None
        ]

    def _may_beat(self, seat: int) -> bool:
        """Whether ``seat`` holds at least one legal play against the current play."""
        target = self.trick.last_play
        assert target is not None
        return any(
            self._restriction(seat, c.rank, len(c.cards)) is None
            for c in beating_candidates(self.hands[seat], target)
        )

    def _leads(self, seat: int) -> list[Candidate]:
        """F1 with Y1, K4 and S1: the leads ``seat`` may make, unclassified (the hot path)."""
        hand = self.hands[seat]
        size = len(hand)
        three_last = self.rules.bie_san
        no_fours = (
            self.rules.fours == opt.FOURS_AFTER_OPENING_ELSE_DISCARD and seat not in self.opened
        )
        burner = seat in self.burning
        last_free = not self.rules.burn_last_play_needs_joker
        leads, fours = [], []
        for c in candidates(hand, self.rules):
            if three_last and c.rank is Rank.THREE and len(c.cards) != size:
                continue  # Y1
            if burner and not (c.small or c.big) and not (last_free and len(c.cards) == size):
                continue  # S1
            if no_fours and c.rank is Rank.FOUR:
                fours.append(c)  # K4
                continue
            leads.append(c)
        if not leads and not burner:  # tongsu art. 6: 4s must go out somehow
            return fours
        return leads

    def _can_burn(self, seat: int) -> bool:
        """S2: the conditions on a burner (opened; not passed in this trick)."""
        if self.rules.burn_requires_opened and seat not in self.opened:
            return False
        return not (self.rules.burn_blocked_by_pass and seat in self.trick.passed)

    def _may_answer(self, seat: int) -> bool:
        """F3: whether ``seat`` may still answer the current play in this trick."""
        trick = self.trick
        if seat in trick.answered or not self._in_play(seat):
            return False
        if self.four_way or seat not in trick.passed:
            return True
        exception = self.rules.pass_exception
        by_opposite = trick.last_seat == OPPOSITE[seat]
        if exception == opt.PASS_EXCEPTION_OPPOSITE:
            return by_opposite
        if exception == opt.PASS_EXCEPTION_OPPOSITE_GOUJI:
            return by_opposite and trick.gouji
        return False

    def _after_play(self, seat: int, play: Play, burn: bool) -> None:
        """F2-F7, K1, S1-S4, Y2, E1-E4: everything that follows a play."""
        trick = self.trick
        previous_seat = trick.last_seat
        if trick.last_play is not None:
            self._beaten(previous_seat, seat)
        if burn:
            event = BurnEvent(seat, previous_seat)
            self.burns.append(event)
            self.burning[seat] = event
        if seat in self.burning:
            self.burning[seat].plays += 1
        hand = self.hands[seat]
        hand.remove(play.cards)
        self.table.extend(play.cards)
        if self.rules.bie_san and hand.only(Rank.THREE):
            self.pending_stuck[seat] = play
        trick.last_seat, trick.last_play = seat, play
        trick.plays.append((seat, play))
        trick.answered = set()
        if trick.yielder >= 0 and trick.yielder != seat:
            trick.passed.add(trick.yielder)  # F6: the yielder counts as passed
        trick.yielder = -1
        if (
            play.rank is Rank.FOUR
            and self.rules.fours == opt.FOURS_AFTER_OPENING_OR_CONCEDE
            and seat not in self.opened
        ):
            self.conceded.add(seat)  # K4 (linyi): 没开点即发4视为认点
        if (
            self.rules.last_play_dead_gouji
            and previous_seat in self.finished[:2]
            and previous_seat == OPPOSITE[seat]
            and len(trick.plays) > 1
            and is_gouji(trick.plays[-2][1], self.rules)
        ):
            self.dead_gouji[seat] += 1  # E6 (b): he beat a finisher's gouji last play
        trick.burn_queue = []
        if not len(hand):
            self._finish(seat)
            if self.phase is Phase.OVER:
                return
        trick.gouji = (
            not self.four_way and is_gouji(play, self.rules) and not self._is_headless(seat)
        )
        trick.dead = False
        if not self.four_way and self.dead_gouji[seat] > 0 and is_gouji(play, self.rules):
            trick.dead = trick.gouji = True  # E6: 够死级, unanswerable but for burning
            self.dead_gouji[seat] -= 1
        if trick.gouji:
            trick.burn_queue = [
                s for s in self._burn_order(seat) if self._can_burn(s) and self._may_beat(s)
            ]
        self._advance(seat)

    def _gouji_answerers(self, seat: int) -> list[int]:
        """F5, E5: who may answer a gouji hand: the 对头, then players without a 对头 (无头者对其他
        持牌者亦行使同样的职权) in playing order."""
        headless = [
            s
            for s in self._turn_order(seat)[1:]
            if s != OPPOSITE[seat] and self._in_play(s) and self._is_headless(s)
        ]
        return [OPPOSITE[seat], *headless]

    def _burn_order(self, seat: int) -> list[int]:
        """S3: the gouji player's own alliance first, then the others, each in playing order."""
        order = [
            s
            for s in self._turn_order(seat)[1:]
            if s != OPPOSITE[seat] and self._in_play(s) and not self._is_headless(s)
        ]
        own = [s for s in order if ALLIANCE[s] == ALLIANCE[seat]]
        return own + [s for s in order if ALLIANCE[s] != ALLIANCE[seat]]

    def _beaten(self, loser: int, winner: int) -> None:
        """Y2 and S4: a play of ``loser`` was beaten by ``winner``."""
        if loser in self.pending_stuck:
            del self.pending_stuck[loser]
            self.stuck.append(StuckEvent(loser, winner))
            if loser not in self.stuck_seats:
                self.stuck_seats.append(loser)
        event = self.burning.pop(loser, None)
        if event is not None:
            first = event.plays == 1
            event.outcome = (
                "counter_burned" if first and self.rules.counter_burn_tribute else "broken"
            )

    def _advance(self, after: int) -> None:
        """F2-F6: who acts next on the current play, or end the trick."""
        trick = self.trick
        if trick.burn_queue:
            self.to_act = trick.burn_queue[0]
            return
        if trick.gouji:
            for seat in () if trick.dead else self._gouji_answerers(trick.last_seat):
                if self._may_answer(seat):
                    self.to_act = seat
                    return
            self._end_trick(declined=True)
            return
        for step in range(1, SEAT_COUNT):
            seat = (after + step) % SEAT_COUNT
            if seat == trick.last_seat:
                if trick.yielder >= 0 and trick.yielder not in trick.answered:
                    self.to_act = trick.yielder
                    return
                continue
            if seat == trick.yielder:
                continue
            if self._may_answer(seat):
                self.to_act = seat
                return
        if trick.yielder >= 0 and trick.yielder not in trick.answered:
            self.to_act = trick.yielder
            return
        self._end_trick(declined=False)

    def _end_trick(self, declined: bool) -> None:
        """F4, F5, F7, K1, K3, E2, E6: the trick is over; open the point and give the lead."""
        trick = self.trick
        winner, play = trick.last_seat, trick.last_play
        assert play is not None
        if trick.gouji and not self.four_way:
            self._open(winner, play, answering=len(trick.plays) > 1)
        event = self.burning.get(winner)
        if event is not None and winner in self.finished:
            event.outcome = "success"  # S1: out, and his last play stood
            del self.burning[winner]
        if len(self.finished) >= (1 if self.revolutionary is not None else 2):
            self.four_way = True  # E2, R5
        self._close_opening()
        if self._round_over():
            return
        lead = winner
        if declined and self.rules.lead_after_gouji_declined == opt.LEAD_AFTER_GOUJI_OPPOSITE:
            lead = OPPOSITE[winner]
        if not self._in_play(lead):
            lead = self._wind(winner)  # F7: 接风
            if lead < 0:
                self._end_round()
                return
        self._new_trick(lead)

    def _open(self, seat: int, play: Play, answering: bool) -> None:
        """K1-K3: winning a gouji exchange opens the point if the hand may open (K2)."""
        if seat in self.opened or seat in self.conceded or self._gone() >= 2:
            return
        if can_open(play, self.rules, answering_gouji=answering):
            self.opened.add(seat)

    def _close_opening(self) -> None:
        """K3, K4: after two have finished no one opens; tongsu throws unopened 4s away."""
        if self._gone() < 2:
            return
        if self.rules.fours != opt.FOURS_AFTER_OPENING_ELSE_DISCARD:
            return
        for seat in SEATS:
            hand = self.hands[seat]
            if seat not in self.opened and self._in_play(seat) and hand.count(Rank.FOUR):
                fours = list(hand.by_rank[Rank.FOUR])
                hand.remove(fours)
                self.set_aside.extend(fours)
                if not len(hand):
                    self._finish(seat)

    def _gone(self) -> int:
        """K3: players who have finished, the revolutionary counted (走科两家，包括革命者)."""
        return len(self.finished) + (self.revolutionary is not None)

    def _wind(self, gone: int) -> int:
        """F7: the next seat in play after ``gone`` that may take the wind (接风)."""
        for step in range(1, SEAT_COUNT + 1):
            seat = (gone + step) % SEAT_COUNT
            if not self._in_play(seat):
                continue
            if seat in self.stuck_seats and not self.rules.stuck_can_take_wind:
                continue
            return seat
        return -1

    def _check_burner_can_lead(self) -> None:
        """S4: a burner who must lead but holds no play S1 allows has failed (烧失败)."""
        seat = self.to_act
        if seat is None or seat not in self.burning:
            return
        if self._legal_plays(seat):
            return
        event = self.burning.pop(seat)
        event.outcome = "failed"
        self.out_of_play.append(seat)
        if self.rules.failed_burn_opens_target:
            self.opened.add(event.target)  # irvine 备注11
        if self._round_over():
            return
        self._new_trick(self._next_in_play(seat))

    def _finish(self, seat: int) -> None:
        """E1, S4: ``seat`` has played its last card."""
        self.finished.append(seat)
        self.pending_stuck.pop(seat, None)
        self._round_over()

    def _round_over(self) -> bool:
        """E3, E4: end the round on a 串三户 or when all still playing are of one alliance."""
        if self.phase is Phase.OVER:
            return True
        top = self._places_so_far()
        if len(top) >= SWEEP_SIZE and len({ALLIANCE[s] for s in top[:SWEEP_SIZE]}) == 1:
            self._end_round(sweep=True)
            return True
        playing = [s for s in SEATS if self._in_play(s)]
        if len({ALLIANCE[s] for s in playing}) <= 1:
            self._end_round()
            return True
        return False

    def _places_so_far(self) -> list[int]:
        """E1, R2: the places won so far, with the revolutionary as 三科 behind two partners."""
        top = list(self.finished)
        rebel = self.revolutionary
        if (
            rebel is not None
            and rebel not in self.out_of_play
            and len(top) >= 2
            and all(ALLIANCE[s] == ALLIANCE[rebel] for s in top[:2])
        ):
            top.insert(2, rebel)
        return top

    def _end_round(self, sweep: bool = False) -> None:
        """E1-E4, R2, Y2, S4: settle every place and stop."""
        for event in self.burning.values():  # S1: a burn ends with the round
            event.outcome = "success" if event.burner in self.finished else "broken"
        self.burning.clear()
        top = self._places_so_far()
        if sweep:
            self.final_order = tuple(top[:SWEEP_SIZE])
        else:
            self.final_order = tuple(self._full_order(top))
        self.phase, self.to_act = Phase.OVER, None

    def _full_order(self, top: list[int]) -> list[int]:
        """E1: finishers, the revolutionary as 四科, then those left by cards held (tongsu
        先清为落: the first stuck last), then failed burners and revolutionaries (大落)."""
        rebel = self.revolutionary
        order = [s for s in top if s != rebel or s in self.out_of_play]
        left = [s for s in SEATS if s not in order and s != rebel and s not in self.out_of_play]
        stuck_last = (
            [s for s in self.stuck_seats if s in left] if self.rules.first_stuck_is_last else []
        )
        left = sorted((s for s in left if s not in stuck_last), key=lambda s: len(self.hands[s]))
        order += left + list(reversed(stuck_last))
        if rebel is not None and rebel not in self.out_of_play and rebel not in order:
            order.insert(min(3, len(order)), rebel)
        order += [s for s in reversed(self.out_of_play) if s not in order]
        return order

    # ------------------------------------------------------------------ the public interface

    @property
    def is_over(self) -> bool:
        """E3: True once the round has ended (or the deal was void, R1)."""
        return self.phase in (Phase.OVER, Phase.VOID)

    @property
    def finish_order(self) -> tuple[int, ...]:
        """E1: seats in the order of their places, 头科 first (three after a 串三户)."""
        return self.final_order if self.phase is Phase.OVER else tuple(self._places_so_far())

    @property
    def scores(self) -> tuple[int, int]:
        """P1-P2: the alliance scores of the finished round ((0, 0) for a void deal)."""
        if self.phase is not Phase.OVER:
            return (0, 0)
        return alliance_scores(self.final_order, self.rules)

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (empty when the round is over)."""
        if self._legal is None:
            self._plays = {}
            self._legal = list(self._actions())
        return self._legal

    def _is_legal(self, action: Action) -> bool:
        """Whether ``action`` is among the legal actions (plays looked up by their cards)."""
        legal = self.legal_actions()
        if action.kind in (ActionKind.PLAY, ActionKind.BURN) and self.phase is Phase.PLAY:
            kind = ActionKind.BURN if self.trick.burn_queue else ActionKind.PLAY
            return (
                action.seat == self.to_act and action.kind is kind and action.cards in self._plays
            )
        return action in legal

    def _actions(self) -> Iterator[Action]:
        seat = self.to_act
        if seat is None:
            return
        phase = self.phase
        if phase is Phase.DECLARE_YU:
            yield Action(ActionKind.NO_DECLARATION, seat)
            yield Action(ActionKind.DECLARE_YU, seat)
        elif phase is Phase.DECLARE_MING:
            yield Action(ActionKind.NO_DECLARATION, seat)
            yield Action(ActionKind.DECLARE_MING, seat)
        elif phase is Phase.RETURN_TRIBUTE:
            hand = self.hands[seat]
            for rank in hand.ranks():
                yield Action(ActionKind.RETURN_TRIBUTE, seat, (hand.by_rank[rank][0],))
        elif phase is Phase.REVOLUTION:
            if seat not in self.forced_revolts:
                yield Action(ActionKind.STAY, seat)
            yield Action(ActionKind.REVOLT, seat)
        elif phase is Phase.CHONG_DIAN:
            if self.rules.chong_dian != opt.CHONG_DIAN_REQUIRED_PURE:
                yield Action(ActionKind.NO_CHONG_DIAN, seat)
            for cards in self._chong_options(seat):
                yield Action(ActionKind.CHONG_DIAN, seat, cards)
        elif phase is Phase.CHONG_DIAN_ANSWER:
            yield Action(ActionKind.PASS, seat)
            target = self.chong_hands[self.chong_beaten]
            for play in beating_plays(self.hands[seat], target):
                yield Action(ActionKind.PLAY, seat, play.cards)
        elif phase is Phase.HEAD_CHOICE:
            yield Action(ActionKind.WANT_HEAD, seat)
            yield Action(ActionKind.NO_HEAD, seat)
        elif phase is Phase.PLAY:
            yield from self._play_actions(seat)

    def _play_actions(self, seat: int) -> Iterator[Action]:
        trick = self.trick
        if trick.last_play is None:
            for lead in self._leads(seat):
                self._plays[lead.cards] = lead
                yield Action(ActionKind.PLAY, seat, lead.cards)
            return
        yield Action(ActionKind.PASS, seat)
        if self._may_yield(seat):
            yield Action(ActionKind.YIELD, seat)
        kind = ActionKind.BURN if trick.burn_queue else ActionKind.PLAY
        for candidate in self._legal_plays(seat):
            self._plays[candidate.cards] = candidate
            yield Action(kind, seat, candidate.cards)

    def _may_yield(self, seat: int) -> bool:
        """F6: facing one's 对头's non-gouji play, both players between having passed."""
        trick = self.trick
        if not self.rules.yielding or self.four_way or trick.gouji or trick.yielder >= 0:
            return False
        if trick.last_seat != OPPOSITE[seat] or seat in trick.answered or seat in trick.passed:
            return False
        between = [(trick.last_seat + 1) % SEAT_COUNT, (trick.last_seat + 2) % SEAT_COUNT]
        return all(s in trick.answered or not self._in_play(s) for s in between)

    def apply(self, action: Action) -> None:
        """Do ``action``; an illegal one raises IllegalAction naming the rule, changing nothing."""
        if not self._is_legal(action):
            raise self._why_illegal(action)
        self._legal = None
        self.history.append(action)
        kind, seat = action.kind, action.seat
        phase = self.phase
        if phase in (Phase.DECLARE_YU, Phase.DECLARE_MING):
            if kind is not ActionKind.NO_DECLARATION:
                self.declarations[seat] = opt.YU if kind is ActionKind.DECLARE_YU else opt.MING
            self._next_in_queue()
        elif phase is Phase.RETURN_TRIBUTE:
            receiver, payer = self.to_return.pop(0)
            self.hands[receiver].remove(action.cards)
            self.hands[payer].add(action.cards)
            if self.to_return:
                self.to_act = self.to_return[0][0]
            else:
                self._after_tribute()
        elif phase is Phase.REVOLUTION:
            if kind is ActionKind.REVOLT:
                self.revolts.append(seat)
                if self.rules.revolution_limit == opt.REVOLUTION_ONE_BY_LAST_PLACE:
                    self.queue = [seat]
            self._next_in_queue()
        elif phase is Phase.CHONG_DIAN:
            if kind is ActionKind.NO_CHONG_DIAN:
                self._after_chong_dian(charged=False)
            else:
                self.hands[seat].remove(action.cards)
                self.table.extend(action.cards)
                self.chong_hands = self._split_chong(action.cards)
                self.chong_beaten = 0
                self.chong_answers = []
                self.phase, self.to_act = Phase.CHONG_DIAN_ANSWER, OPPOSITE[seat]
        elif phase is Phase.CHONG_DIAN_ANSWER:
            if kind is ActionKind.PASS:
                self._resolve_chong_dian(False, self.chong_answers)
            else:
                play = make_play(action.cards, self.rules)
                self.hands[seat].remove(play.cards)
                self.table.extend(play.cards)
                self.chong_answers.append(play)
                self.chong_beaten += 1
                if self.chong_beaten == len(self.chong_hands):
                    self._resolve_chong_dian(True, self.chong_answers)
        elif phase is Phase.HEAD_CHOICE:
            if kind is ActionKind.WANT_HEAD:
                self.dead_gouji[seat] = 3
            self.headless.add(seat)
            self._start_play()
        else:
            self._apply_play(action)

    def _apply_play(self, action: Action) -> None:
        trick = self.trick
        seat = action.seat
        if action.kind is ActionKind.PASS:
            if trick.burn_queue:
                trick.burn_queue.pop(0)
            else:
                trick.answered.add(seat)
                trick.passed.add(seat)
                if seat == trick.yielder:
                    trick.yielder = -1
            self._advance(seat)
        elif action.kind is ActionKind.YIELD:
            trick.yielder = seat
            self._advance(seat)
        else:
            play = self._plays[action.cards].play(self.rules)
            self._after_play(seat, play, burn=action.kind is ActionKind.BURN)

    def _why_illegal(self, action: Action) -> IllegalAction:
        """The rule an illegal action breaks, in plain words."""
        if self.is_over:
            return IllegalAction("E3", "the round is over", "本回合已经结束")
        if (
            action.kind is ActionKind.REVOLT
            and self.phase is Phase.REVOLUTION
            and not self._can_revolt(action.seat)
        ):
            return IllegalAction(
                "R1",
                "only a player holding no 2 and no joker may revolt (革命)",
                "只有没有钱也没有王的玩家才能革命",
            )
        if (
            action.seat != self.to_act
            and self.phase is Phase.PLAY
            and self.trick.gouji
            and (action.kind in (ActionKind.PLAY, ActionKind.BURN))
        ):
            return IllegalAction(
                "F5",
                f"seat {self.to_act} is to act: after a gouji hand only the player's 对头 answers, "
                "and others only by burning when asked",
                f"现在轮到{self.to_act}号：够级牌只有对头能管，其他人只能在轮到时烧牌",
            )
        if (
            action.seat != self.to_act
            and self.phase is Phase.PLAY
            and action.seat in self.trick.passed
            and action.kind in (ActionKind.PLAY, ActionKind.BURN)
        ):
            return IllegalAction(
                "F3",
                f"seat {action.seat} passed in this trick and may not play in it again (严格过牌)",
                f"{action.seat}号本轮已经过牌，不能再上牌（严格过牌）",
            )
        if action.seat != self.to_act:
            return IllegalAction(
                "F2",
                f"it is seat {self.to_act}'s turn, not seat {action.seat}'s",
                f"现在轮到{self.to_act}号，不是{action.seat}号",
            )
        kinds = list(dict.fromkeys(a.kind for a in self.legal_actions()))
        if (
            action.kind is ActionKind.PASS
            and self.phase is Phase.PLAY
            and (self.trick.last_play is None)
        ):
            return IllegalAction(
                "F1",
                "the leader must play (发牌): there is nothing to pass on",
                "发牌的人必须出牌，不能过牌",
            )
        if action.kind not in kinds:
            names = ", ".join(kind.label() for kind in kinds)
            return IllegalAction(
                "O2",
                f"now ({self.phase.label()}) seat {action.seat} may: {names}",
                f"现在（{self.phase.label('zh')}）只能：{'、'.join(k.label('zh') for k in kinds)}",
            )
        if action.cards and not self.hands[action.seat].holds(action.cards):
            return IllegalAction(
                "C1", f"seat {action.seat} does not hold those cards", f"{action.seat}号没有这些牌"
            )
        if action.kind in (ActionKind.PLAY, ActionKind.BURN) and self.phase is Phase.PLAY:
            return self._why_bad_play(action)
        return IllegalAction("O2", "that is not one of the choices now", "现在不能这样做")

    def _why_bad_play(self, action: Action) -> IllegalAction:
        try:
            play = make_play(action.cards, self.rules)
        except GoujiError as error:
            return IllegalAction(error.rule, error.en, error.zh)
        rule = self._restriction(action.seat, play.rank, play.count)
        if rule == "Y1":
            return IllegalAction(
                "Y1",
                "3s may only be your last play (憋三), and your last play must be 3s",
                "憋三：3只能最后出，最后一手必须是3",
            )
        if rule == "K4":
            return IllegalAction(
                "K4", "4s may only be played after opening the point (发四)", "开点后才能出4"
            )
        target = self.trick.last_play
        if target is not None:
            verdict = explain_beat(play, target, self.rules)
            if not verdict.ok:
                return IllegalAction(verdict.rules[0], verdict.en, verdict.zh)
        else:
            return IllegalAction(
                "S1", "a burner's leads must carry a joker (烧牌每手挂王)", "烧牌时每手牌必须挂王"
            )
        return IllegalAction("F5", "that play is not allowed now", "现在不能出这手牌")

    # ------------------------------------------------------------------ views

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know: its own hand, public plays, counts the rules tell (F8)."""
        tell = self.rules.report_count and not self.rules.bie_san
        counts = tuple(
            len(self.hands[s]) if s == seat or (tell and len(self.hands[s]) <= 10) else None
            for s in SEATS
        )
        return Observation(
            seat,
            self.phase,
            self.to_act,
            () if self.phase is Phase.DECLARE_YU else tuple(self.hands[seat].cards()),
            counts,
            tuple(self.trick.plays),
            self.trick.last_play,
            tuple(self.finished),
            frozenset(self.opened),
            self.revolutionary,
            self.four_way,
            frozenset(s for s in SEATS if self._is_headless(s)),
            tuple(self.history),
            self.rules,
        )

    def carry_forward(self) -> Carry:
        """X, O1: what this finished round leaves to the next one."""
        order = self.final_order
        return Carry(
            order,
            order[-1] if len(order) == SEAT_COUNT else self._sweep_last_place(),
            len(order) == SWEEP_SIZE,
            tuple(self.stuck),
            tuple((b.burner, b.target, b.outcome) for b in self.burns),
            frozenset(self.opened),
            tuple(self.declarations),
        )

    def _sweep_last_place(self) -> int:
        """After a 串三户 the swept alliance's player with the most cards leads (tongsu art. 42:
        the alliance agrees on its 大落; the engine picks the one holding most)."""
        swept = [s for s in SEATS if s not in self.final_order]
        return max(swept, key=lambda s: (len(self.hands[s]), -s))

    def card_places(self) -> list[Card]:
        """Every card of the round wherever it is: hands, table, set aside (C1 conservation)."""
        return [c for hand in self.hands for c in hand.cards()] + self.table + self.set_aside

    def snapshot(self) -> dict[str, Any]:
        """A comparable picture of the whole state (for replay checks)."""
        return {
            "phase": self.phase.name,
            "to_act": self.to_act,
            "hands": [[c.text() for c in hand.cards()] for hand in self.hands],
            "table": sorted(c.text() for c in self.table),
            "finished": list(self.finished),
            "final": list(self.final_order),
            "opened": sorted(self.opened),
            "declarations": list(self.declarations),
            "stuck": [(e.seat, e.by) for e in self.stuck],
            "burns": [(b.burner, b.target, b.outcome) for b in self.burns],
            "history": [a.to_json() for a in self.history],
            "trick": {
                "leader": self.trick.leader,
                "last": self.trick.last_seat,
                "passed": sorted(self.trick.passed),
                "answered": sorted(self.trick.answered),
                "yielder": self.trick.yielder,
                "burn_queue": list(self.trick.burn_queue),
                "gouji": self.trick.gouji,
                "dead": self.trick.dead,
                "plays": [(seat, play.text()) for seat, play in self.trick.plays],
            },
            "four_way": self.four_way,
            "dead_gouji": list(self.dead_gouji),
            "to_return": list(self.to_return),
            "out_of_play": list(self.out_of_play),
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Round) and self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]
