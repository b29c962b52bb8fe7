"""The browser tests' own logic, without a browser: which leads a played round tries."""

from __future__ import annotations

from browser_support import lead_tries


def test_a_lead_tries_whole_ranks_highest_first_then_single_cards() -> None:
    labels = ["3♠", "5♥", "5♣", "9♦", "K♠", "K♥", "K♦", "SJ", "BJ", "BJ"]
    tries = lead_tries(labels)
    assert tries[:3] == [[8, 9], [4, 5, 6], [1, 2]]
    assert tries[3:] == [[9], [8], [7], [6], [5], [4], [3], [2], [1]]


def test_a_lead_of_only_threes_plays_them_all_together() -> None:
    assert lead_tries(["3♠", "3♥"]) == [[0, 1]]
    assert lead_tries(["3♠"]) == [[0]]


def test_chinese_joker_labels_group_by_their_whole_label() -> None:
    assert lead_tries(["10♠", "10♥", "小王", "大王", "大王"])[:2] == [[3, 4], [0, 1]]
