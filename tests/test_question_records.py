"""Questions are data: every chapter's records read into questions, and a bad record is refused
with a sentence naming the question and what is wrong with it."""

from __future__ import annotations

from pathlib import Path

import pytest

from gouji_learn.exercises import CHAPTERS, question, questions
from gouji_learn.exercises.records import RecordError, read_bank
from gouji_learn.rules.errors import GoujiError

BANK = Path(__file__).resolve().parents[1] / "gouji_learn" / "exercises" / "bank"

TITLE = """title = { en = "Burning", zh = "烧牌" }
"""
RECORD = """
[[question]]
id = "ch08.opposite-burns"
kind = "predict"
section = "Mistake: the 对头 \\"burning\\""
rules = ["S1", "F5"]
prompt.en = "May seat {s3} burn it with A A A?"
prompt.zh = "{s3}号可以用 A A A 烧吗？"

[question.situation]
type = "Rotated"

[question.situation.base]
type = "Scripted"
hands = ["Q Q Q 9 3", "K K K 3", "K K K 3", "A A A 3", "K K K 3", "K K K 3"]
moves = ["play Q Q Q", "pass until 3"]
rules = "irvine"

[question.fact]
type = "MayMove"
move = "burn A A A"

[[question.traps]]
answer = true
en = "The 对头 answers a gouji hand."
zh = "对头回击够级牌。"
"""
GOOD = TITLE + RECORD


def _bank(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "ch08.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_every_chapter_is_a_data_file_of_records_with_unique_ids() -> None:
    for chapter in CHAPTERS:
        path = BANK / f"ch{chapter:02d}.toml"
        assert path.exists(), path
        made = read_bank(path, chapter)
        assert made and [q.id for q in made] == [q.id for q in questions(chapter)]
    assert not list(BANK.glob("ch*.py")), "questions live in data files, not in Python"


def test_a_record_reads_into_a_question_that_checks_answers(tmp_path: Path) -> None:
    (made,) = read_bank(_bank(tmp_path, GOOD), 8)
    assert made.id == "ch08.opposite-burns" and made.varies
    assert made.text("en") in {f"May seat {s} burn it with A A A?" for s in (3, 5, 1)}
    assert made.check(False).status == "correct"
    assert made.check(True).message.en.startswith("The 对头 answers")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (('type = "MayMove"', 'type = "MayMoov"'), "nothing is named 'MayMoov' (did you mean"),
        (('prompt.zh = "{s3}号可以用 A A A 烧吗？"\n', ""), "missing zh"),
        (('kind = "predict"', 'kind = "guess"'), "kind must be one of predict"),
        (('move = "burn A A A"', 'move = "burn A A A"\ncolour = 1'), "has no field colour"),
        (('id = "ch08.opposite-burns"', 'id = "ch09.opposite-burns"'), "an ID reads ch08.key"),
        (("answer = true\n", ""), "a trap names its wrong answer"),
        (("[[question]]", "[[question]"), "not valid TOML"),
        (('title = { en = "Burning", zh = "烧牌" }', 'title = { en = "Burning" }'), "missing zh"),
    ],
)
def test_a_bad_record_is_refused_naming_the_question_and_the_field(
    tmp_path: Path, change: tuple[str, str], words: str
) -> None:
    assert change[0] in GOOD
    with pytest.raises(RecordError) as refused:
        read_bank(_bank(tmp_path, GOOD.replace(*change, 1)), 8)
    assert words in str(refused.value)


def test_two_records_of_one_id_are_refused(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="two questions have this ID"):
        read_bank(_bank(tmp_path, GOOD + RECORD), 8)


def test_a_question_is_found_by_its_id_and_an_unknown_id_names_close_ones() -> None:
    assert question("ch08.first-asked-to-burn").id == "ch08.first-asked-to-burn"
    with pytest.raises(GoujiError, match=r"did you mean ch08\.first-asked-to-burn"):
        question("ch08.first-asked-to-brun")
    with pytest.raises(GoujiError, match="no question has the ID 42"):
        question(42)  # type: ignore[arg-type]
