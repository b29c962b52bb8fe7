"""RuleSet: the four presets, options, their documentation, and the rule catalogue.

Every option documents the digest rule it implements and each preset's reason; the known
contradictions of the digest are options on which the presets differ (DIGEST.md, "Known
contradictions": 3. B3 ... 5. G1).
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

import gouji_learn
from gouji_learn import (
    PRESET_NAMES,
    PRESET_SOURCES,
    RULES,
    RuleSet,
    RuleSetError,
    describe_rule,
    resolve_rules,
)

DIGEST_DATA = Path(__file__).resolve().parent / "data" / "digest.json"
"""What the tests need of the digest (rule IDs, the known contradictions), in the repository."""


def _digest_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DIGEST_DATA.read_text(encoding="utf-8"))
    return data


def digest_ids() -> list[str]:
    """The rule IDs of the digest, in order (tests/data/digest.json)."""
    return list(_digest_data()["rule_ids"])


def contradictions() -> dict[str, str]:
    """The numbered contradictions at the end of the digest: number -> text."""
    return dict(_digest_data()["contradictions"])


# core_api.md "Design decisions per preset": option -> (qingdao, linyi, tongsu, irvine).
DECISIONS: dict[str, tuple[Any, Any, Any, Any]] = {
    "short_shoe": (False, False, True, False),
    "tie_qian": (True, True, False, True),
    "mixed_jokers_as_small": (True, True, False, False),
    "same_joker_answers": (True, True, True, False),
    "extra_small_joker_outranks": (True, True, False, False),
    "two_beat_one": (
        frozenset(),
        frozenset({"2BJ>1BJ"}),
        frozenset({"2BJ>1BJ"}),
        frozenset({"2BJ>1BJ"}),
    ),
    "count_change_only_lone_big_joker": (False, False, False, True),
    "gouji_min_twos": (1, 1, 2, 2),
    "gouji_min_jokers": (1, 1, 1, 2),
    "joker_play_is_gouji": (True, True, True, False),
    "opening_excludes": ("big_joker", "jokers_and_twos", "jokers_and_twos", "jokers_and_twos"),
    "twos_open_when_answering": (False, False, False, True),
    "opening_closes_at_two_out": (False, True, True, True),
    "headless_gouji_opens": (True, False, True, False),
    "first_round_pure_opens": (False, False, True, False),
    "place_points": ((2, 1, 0, 0, -1, -2),) * 4,
    "sweep_points": (6, 6, 6, 6),
    "point_tribute": ("declared_table", "declared_table", "one_card_swap", "one_card"),
    "declarations": (
        frozenset({"ming", "yu"}),
        frozenset({"ming", "yu"}),
        frozenset({"ming"}),
        frozenset(),
    ),
    # Options of the round engine (chapters F, K, S, E, X, Y, R, O).
    "bie_san": (True, True, True, True),
    "buy_fours": (False, True, True, False),
    "buy_from": ("opponents_first", "opponents_first", "opponents_first", "opposite_then_previous"),
    "buy_in_first_round": (True, True, False, True),
    "buy_after_tribute": (False, True, False, False),
    "first_leader": ("most_of_a_suit", "most_of_a_suit", "random", "first_pair_of_threes"),
    "pass_exception": ("opposite", "opposite", "none", "opposite_gouji"),
    "lead_after_gouji_declined": ("player",) * 4,
    "yielding": (True, True, True, True),
    "stuck_can_take_wind": (True, True, False, True),
    "wind_request": (True, False, False, False),
    "first_stuck_is_last": (False, False, True, False),
    "report_count": (True, False, False, False),
    "fours": ("free", "after_opening_or_concede", "after_opening_else_discard", "free"),
    "natural_opening": (False, False, True, False),
    "burn_requires_opened": (False, True, True, False),
    "burn_blocked_by_pass": (False, False, True, True),
    "burn_last_play_needs_joker": (False, False, True, False),
    "burn_free_hand": ("kill",) * 4,
    "counter_burn_tribute": (False, False, False, True),
    "ally_waived_tributes": (
        frozenset(),
        frozenset({"burn"}),
        frozenset({"stuck", "burn", "point", "last"}),
        frozenset(),
    ),
    "tribute_only_dealt_cards": (False, False, True, False),
    "failed_burn_opens_target": (False, False, False, True),
    "jie_shao_can_be_covered": (False, False, True, False),
    "counter_burn_doubles": (False, False, True, False),
    "failed_breaker_saves_burn": (False, False, False, True),
    "no_three_no_pay_revolts": (True, False, False, False),
    "failed_burn_pays": (False, False, True, True),
    "tribute_resistance": (False, False, True, False),
    "revolution_limit": ("void_on_two", "void_on_two", "void_on_two", "one_by_last_place"),
    "head_choice": (True, True, False, False),
    "chong_dian": ("none", "optional", "required_pure", "optional"),
    "last_play_dead_gouji": (True, False, False, False),
    "tribute_order": (
        ("stuck", "burn", "point", "last"),
        ("stuck", "burn", "point", "last"),
        ("point", "burn", "stuck", "last"),
        ("point", "stuck", "burn", "last"),
    ),
    "tribute_returned": (
        frozenset({"last"}),
        frozenset({"last"}),
        frozenset(),
        frozenset({"stuck", "burn", "point", "last"}),
    ),
    "tribute_cards": ("jokers_and_twos", "biggest", "jokers_and_twos", "down_to_kings"),
    "tribute_shown": (False, False, True, True),
    "sweep_any_order": (False, False, False, True),
    "false_burn_frees_stuck": (False, False, True, False),
    "allies_buy_threes": (False, False, True, False),
    "sweep_tribute": (
        "new_game",
        "losers_pay_opposites",
        "losers_pay_opposites",
        "losers_pay_opposites",
    ),
    "sweep_spares_other_tributes": (True, True, True, False),
    # Options the engine does not play yet (issue 16, items 2 and 7).
    "first_leader_every_round": (True, False, False, False),
    "hui_wu": (False, False, True, False),
    "point_swap_waivable": (False, False, True, False),
    "tribute_refusable": (True, False, False, False),
    "dian_shou": (False, False, True, False),
}

OPTION_NAMES = [option.name for option in RuleSet.options()]


@pytest.mark.rule("C1", "H2", "H5", "B3", "B4", "B6", "G1", "G2", "K2", "P1", "P2", "X4", "D1")
class TestPresets:
    def test_four_presets(self) -> None:
        assert PRESET_NAMES == ("qingdao", "linyi", "tongsu", "irvine")
        assert set(PRESET_SOURCES) == set(PRESET_NAMES)

    def test_default_is_qingdao(self) -> None:
        assert RuleSet() == RuleSet.preset("qingdao")
        assert RuleSet().name == "qingdao"
        assert resolve_rules(None) == RuleSet()

    def test_presets_are_distinct(self) -> None:
        presets = [RuleSet.preset(name) for name in PRESET_NAMES]
        assert len(set(presets)) == 4

    def test_preset_name(self, preset: RuleSet) -> None:
        assert RuleSet.preset(preset.name) == preset
        assert resolve_rules(preset.name) is RuleSet.preset(preset.name)
        assert resolve_rules(preset) is preset

    @pytest.mark.parametrize("option", list(DECISIONS))
    def test_design_decisions(self, option: str) -> None:
        found = tuple(getattr(RuleSet.preset(name), option) for name in PRESET_NAMES)
        assert found == DECISIONS[option]

    def test_every_option_is_in_the_decision_table(self) -> None:
        assert set(OPTION_NAMES) == set(DECISIONS)

    @pytest.mark.parametrize("bad", ["Qingdao", "beijing", "", "custom"])
    def test_unknown_preset_lists_the_four_names(self, bad: str) -> None:
        with pytest.raises(RuleSetError) as info:
            RuleSet.preset(bad)
        message = str(info.value)
        for name in PRESET_NAMES:
            assert name in message
            assert name in info.value.message("zh")
        assert repr(bad) in message
        assert isinstance(info.value, ValueError)

    def test_unknown_preset_through_resolve(self) -> None:
        with pytest.raises(RuleSetError):
            resolve_rules("beijing")
        with pytest.raises(RuleSetError):
            resolve_rules(5)  # type: ignore[arg-type]

    def test_rulesets_are_frozen_and_hashable(self) -> None:
        rules = RuleSet()
        with pytest.raises(dataclasses.FrozenInstanceError):
            rules.tie_qian = False  # type: ignore[misc]
        assert hash(rules) == hash(RuleSet.preset("qingdao"))


@pytest.mark.rule("H2", "C1", "B4", "D1")
class TestReplace:
    def test_replace_changes_one_option(self) -> None:
        rules = RuleSet().replace(tie_qian=False)
        assert rules.tie_qian is False
        assert rules.name == "custom"
        assert RuleSet().tie_qian is True
        assert rules.differences(RuleSet()) == {"tie_qian": (False, True)}

    def test_replace_back_is_the_preset(self) -> None:
        rules = RuleSet.preset("tongsu").replace(tie_qian=True).replace(tie_qian=False)
        assert rules == RuleSet.preset("tongsu")
        assert rules.name == "tongsu"

    def test_replace_to_another_preset(self) -> None:
        changes = {
            name: values[0]
            for name, values in RuleSet.preset("linyi").differences(RuleSet()).items()
        }
        assert "two_beat_one" in changes
        linyi = RuleSet().replace(**changes)
        assert linyi == RuleSet.preset("linyi")
        assert linyi.name == "linyi"

    def test_sets_and_lists_are_normalised(self) -> None:
        rules = RuleSet().replace(
            two_beat_one={"2BJ>1BJ"}, place_points=[3, 1, 0, 0, -1, -3], declarations=["ming"]
        )
        assert rules.two_beat_one == frozenset({"2BJ>1BJ"})
        assert rules.place_points == (3, 1, 0, 0, -1, -3)
        assert rules.declarations == frozenset({"ming"})
        hash(rules)

    @pytest.mark.parametrize("bad", ["foo", "tieqian", "rule", "name"])
    def test_unknown_option_names(self, bad: str) -> None:
        with pytest.raises(RuleSetError) as info:
            RuleSet().replace(**{bad: True})
        assert repr(bad) in str(info.value)
        assert "RuleSet.options()" in str(info.value)  # the full list would be 800 characters
        if bad == "tieqian":
            assert "tie_qian" in str(info.value)

    @pytest.mark.parametrize(
        ("option", "value"),
        [
            ("tie_qian", "yes"),
            ("tie_qian", 1),
            ("short_shoe", None),
            ("mixed_jokers_as_small", "False"),
            ("gouji_min_twos", 3),
            ("gouji_min_twos", 0),
            ("gouji_min_twos", True),
            ("gouji_min_twos", "2"),
            ("gouji_min_jokers", 5),
            ("two_beat_one", {"3BJ>1BJ"}),
            ("two_beat_one", {"2BJ>1BJ", "4Q>1BJ"}),
            ("opening_excludes", "everything"),
            ("point_tribute", "two_cards"),
            ("declarations", {"loud"}),
            ("place_points", (2, 1, 0)),
            ("place_points", (2, 1, 0, 0, -1, "x")),
            ("sweep_points", 6.0),
            ("sweep_points", "6"),
        ],
        ids=[
            "tie_qian-str",
            "tie_qian-int",
            "short_shoe-None",
            "mixed-str",
            "twos-3",
            "twos-0",
            "twos-bool",
            "twos-str",
            "jokers-5",
            "two_beat_one-unknown",
            "two_beat_one-mixed",
            "opening-unknown",
            "tribute-unknown",
            "declarations-unknown",
            "points-short",
            "points-str",
            "sweep-float",
            "sweep-str",
        ],
    )
    def test_bad_option_values(self, option: str, value: Any) -> None:
        for make in (
            lambda: RuleSet(**{option: value}),
            lambda: RuleSet.preset("irvine").replace(**{option: value}),
        ):
            with pytest.raises(RuleSetError) as info:
                make()
            assert option in str(info.value)
            rule = next(o.rule for o in RuleSet.options() if o.name == option)
            assert info.value.rule == rule

    @pytest.mark.parametrize(
        ("option", "value"),
        [
            ("gouji_min_twos", 2),
            ("two_beat_one", {"2BJ>1BJ", "2SJ>1SJ", "3SJ>1BJ"}),
            ("opening_excludes", "jokers_and_singles"),
            ("declarations", set()),
            ("place_points", (3, 2, 1, -1, -2, -3)),
            ("sweep_points", 12),
        ],
        ids=[
            "twos-2",
            "qingdao-option-1",
            "opening-option-1",
            "no-declarations",
            "points",
            "sweep",
        ],
    )
    def test_good_option_values(self, option: str, value: Any) -> None:
        rules = RuleSet().replace(**{option: value})
        assert getattr(rules, option) == (frozenset(value) if isinstance(value, set) else value)


@pytest.mark.rule("H2", "B4", "G1")
class TestRepr:
    def test_repr_of_presets(self, preset: RuleSet) -> None:
        assert repr(preset) == f"RuleSet.preset({preset.name!r})"
        assert eval(repr(preset), {"RuleSet": RuleSet}) == preset

    @pytest.mark.parametrize(
        "changes",
        [
            {"tie_qian": False},
            {"two_beat_one": frozenset({"2BJ>1BJ", "3SJ>1BJ"})},
            {"gouji_min_twos": 2, "short_shoe": True},
            {"place_points": (3, 1, 0, 0, -1, -3)},
            {"declarations": frozenset()},
            {"opening_excludes": "jokers_and_singles"},
        ],
        ids=["tie_qian", "two_beat_one", "two-options", "points", "declarations", "opening"],
    )
    @pytest.mark.parametrize("base", PRESET_NAMES)
    def test_repr_recreates_variants(self, base: str, changes: dict[str, Any]) -> None:
        rules = RuleSet.preset(base).replace(**changes)
        text = repr(rules)
        namespace: dict[str, Any] = {}
        exec("from gouji_learn import RuleSet", namespace)
        assert eval(text, namespace) == rules
        if rules.name == "custom":
            assert text.startswith("RuleSet.preset('qingdao').replace(")


@pytest.mark.rule("B3", "G1")
class TestOptionDocumentation:
    def test_options_cover_every_field(self) -> None:
        fields = [f.name for f in dataclasses.fields(RuleSet)]
        assert fields == OPTION_NAMES

    @pytest.mark.parametrize("name", OPTION_NAMES)
    def test_option_names_an_existing_rule(self, name: str) -> None:
        option = next(o for o in RuleSet.options() if o.name == name)
        assert option.rule in RULES
        assert option.rule in digest_ids()
        assert option.en.strip()
        assert option.zh.strip()

    @pytest.mark.parametrize("name", OPTION_NAMES)
    def test_option_gives_a_reason_for_each_preset(self, name: str) -> None:
        option = next(o for o in RuleSet.options() if o.name == name)
        assert set(option.why) == set(PRESET_NAMES)
        for preset_name in PRESET_NAMES:
            assert isinstance(option.why[preset_name], str)
            assert option.why[preset_name].strip(), (name, preset_name)

    @pytest.mark.parametrize("name", [o.name for o in RuleSet.options() if o.allowed is not None])
    def test_allowed_values_contain_every_preset_value(self, name: str) -> None:
        option = next(o for o in RuleSet.options() if o.name == name)
        assert option.allowed
        for preset_name in PRESET_NAMES:
            value = getattr(RuleSet.preset(preset_name), name)
            values = value if isinstance(value, (frozenset, tuple)) else {value}
            assert all(v in option.allowed for v in values)

    @pytest.mark.parametrize(
        ("number", "rule", "option", "values"),
        [
            ("3", "B3", "extra_small_joker_outranks", (True, True, False, False)),
            ("5", "G1", "gouji_min_twos", (1, 1, 2, 2)),
        ],
        ids=["3-B3-extra-small-joker", "5-G1-single-two"],
    )
    def test_contradictions_are_options_where_presets_differ(
        self, number: str, rule: str, option: str, values: tuple[Any, ...]
    ) -> None:
        assert contradictions()[number].startswith(rule + ":")
        doc = next(o for o in RuleSet.options() if o.name == option)
        assert doc.rule == rule
        assert f"ontradiction {number}" in doc.en
        found = tuple(getattr(RuleSet.preset(name), option) for name in PRESET_NAMES)
        assert found == values
        assert len(set(found)) > 1

    def test_contradiction_5_follows_tongsu_art_8(self) -> None:
        # tongsu art. 8: 2张"2" ... 如果1张"2"即可作为够级牌 ... 故不予采纳.
        assert RuleSet.preset("tongsu").gouji_min_twos == 2
        assert RuleSet.preset("qingdao").gouji_min_twos == 1
        assert "2张" in RuleSet.options()[OPTION_NAMES.index("gouji_min_twos")].why["tongsu"]


@pytest.mark.rule("T1", "C1", "H1", "B3", "G1", "O2")
class TestCatalogue:
    def test_digest_parses(self) -> None:
        ids = digest_ids()
        assert len(ids) > 50
        assert len(ids) == len(set(ids))
        for expected in ("T1", "T2", "T3", "C1", "C2", "C3", "H1", "H5", "B3", "G1"):
            assert expected in ids

    @pytest.mark.parametrize("rule_id", digest_ids())
    def test_describe_rule_for_every_digest_id(self, rule_id: str) -> None:
        en = describe_rule(rule_id)
        zh = describe_rule(rule_id, "zh")
        assert en.startswith(f"{rule_id}: ")
        assert zh.startswith(f"{rule_id}: ")
        assert len(en) > len(rule_id) + 10
        assert en != zh
        assert RULES[rule_id].chapter == rule_id[0]

    def test_catalogue_holds_exactly_the_digest_ids(self) -> None:
        assert set(RULES) == set(digest_ids())

    @pytest.mark.parametrize("bad", ["Z9", "H6", "h1", "", 5, None])
    def test_unknown_rule_id_was_key_error(self, bad: str) -> None:
        with pytest.raises(gouji_learn.GoujiError) as info:
            describe_rule(bad)
        assert not isinstance(info.value, KeyError) and "rule ID" in str(info.value)

    @pytest.mark.parametrize(
        ("rule_id", "en_word", "zh_word"),
        [
            ("C3", "钱", "钱"),
            ("H2", "贴钱", "贴钱"),
            ("H3", "挂花", "挂花"),
            ("T2", "对头", "对头"),
            ("H5", "small", "小花"),
        ],
        ids=["C3", "H2", "H3", "T2", "H5"],
    )
    def test_rule_text_mentions_its_terms(self, rule_id: str, en_word: str, zh_word: str) -> None:
        assert en_word in describe_rule(rule_id)
        assert zh_word in describe_rule(rule_id, "zh")

    def test_catalogue_is_exported(self) -> None:
        assert gouji_learn.RULES is RULES
        assert "describe_rule" in gouji_learn.__all__
