"""No Chinese-only text in English mode, no English-only text in Chinese mode.

Walks every table of words the package shows (scene/words.py, the Bilingual enums, the rule
catalogue, RuleSet options and reasons, the preset sources, the exercises' UI and banks, the
coach's ideas, the puzzles) and renders what a game says (situations, verdicts, refusals of
seeded games, feedback, hints and solutions of every question) in both languages. In English a
string with Chinese characters must also carry English words (a term beside its English is
good); in Chinese a string with English words must also carry Chinese. Card ranks, rule IDs,
preset and option identifiers, notation words in quotes and numbers count as neither.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from exercise_helpers import unrecorded, wrong_answers

from gouji_learn import (
    PRESET_NAMES,
    PRESET_SOURCES,
    RuleSet,
    explain_beat,
    explain_gouji,
    explain_open,
    set_language,
)
from gouji_learn.engine import Round
from gouji_learn.engine.actions import VERBS
from gouji_learn.engine.advice import IDEAS
from gouji_learn.exercises import CHAPTERS, PLACEHOLDER, puzzles, questions
from gouji_learn.exercises.puzzles import LEVELS
from gouji_learn.exercises.sections import section_say
from gouji_learn.exercises.sentences import UI, Say
from gouji_learn.rules.catalog import CHAPTERS as RULE_CHAPTERS
from gouji_learn.rules.catalog import RULES
from gouji_learn.rules.errors import GoujiError
from gouji_learn.rules.labels import Bilingual
from gouji_learn.rules.plays import make_play
from gouji_learn.scene.words import TEXT

CHINESE = re.compile(r"[\u3400-\u9fff]")
WORD = re.compile(r"[A-Za-z][A-Za-z'’]+")
CODE = re.compile(r"`[^`]*`|\"[^\"]*\"|'[^']*'|\{[^}]*\}|<[^>]*>|\w+_\w+|\w+\(\)|\$\w+|\S+\.\w+")
"""Code, quoted notation, format fields, HTML tags, snake_case names, file and module names."""

OPTIONS = [option.name for option in RuleSet.options()]
NOT_WORDS = {*PRESET_NAMES, "custom", "SJ", "BJ", "True", "False", "PLACEHOLDER", "mod", "JSON"}
"""Latin tokens that are names, not words of either language (a capitalised place name such as
"Qingdao" is English)."""


def english_words(text: str) -> list[str]:
    """The English words of ``text``: Latin words outside code, names and notation."""
    prose = CODE.sub(" ", text)
    return [w for w in WORD.findall(prose) if w not in NOT_WORDS]


CARD_FACES = re.compile(r"(\s*((10|[2-9JQKA])([♠♥♣♦]|×\d+)?|[大小]王 ?[BS]?J?))+\s*")
"""Card faces (the jokers are 大王 BJ and 小王 SJ on the card in both languages; ``J×5`` five
jacks)."""


def speaks(text: str, lang: str) -> bool:
    """Whether ``text`` is fit for a learner who chose ``lang`` (see the module doc)."""
    if CARD_FACES.fullmatch(text):
        return True
    if lang == "en":
        return not CHINESE.search(text) or bool(english_words(text))
    return not english_words(text) or bool(CHINESE.search(text))


def impure(texts: dict[str, str], lang: str) -> dict[str, str]:
    """The texts (by where they come from) that do not speak ``lang``."""
    return {where: text for where, text in texts.items() if not speaks(text, lang)}


# ---------------------------------------------------------------------- the tables of words


def _bilingual_enums() -> Iterator[type[Bilingual]]:
    todo = list(Bilingual.__subclasses__())
    while todo:
        kind = todo.pop()
        todo.extend(kind.__subclasses__())
        yield kind


def _says(where: str, say: Say) -> dict[str, tuple[str, str]]:
    return {where: (say.en, say.zh)} if say.en or say.zh else {}


def tables() -> dict[str, tuple[str, str]]:
    """Every fixed text of the package: where it is -> (English, Chinese)."""
    found: dict[str, tuple[str, str]] = {f"scene.words[{k}]": v for k, v in TEXT.items()}
    found |= {f"exercises.UI[{k}]": (s.en, s.zh) for k, s in UI.items()}
    for kind in _bilingual_enums():
        for member in kind:
            found[f"{kind.__name__}.{member.name}"] = (member.label("en"), member.label("zh"))
    found |= {f"VERBS[{k.name}]": v for k, v in VERBS.items()}
    found |= {f"IDEAS[{k}]": v for k, v in IDEAS.items()}
    found |= {f"rule chapter {k}": v for k, v in RULE_CHAPTERS.items()}
    found |= {f"RULES[{k}]": (r.en, r.zh) for k, r in RULES.items()}
    for option in RuleSet.options():
        found[f"option {option.name}"] = (option.en, option.zh)
        for preset in PRESET_NAMES:
            found[f"option {option.name} reason {preset}"] = (
                option.reason(preset, "en"),
                option.reason(preset, "zh"),
            )
    for preset in PRESET_NAMES:
        found[f"PRESET_SOURCES[{preset}]"] = (
            PRESET_SOURCES.text(preset, "en"),
            PRESET_SOURCES.text(preset, "zh"),
        )
    for level in LEVELS:
        found |= _says(f"puzzle level {level.number} name", level.name)
        found |= _says(f"puzzle level {level.number} writeup", level.writeup)
    for chapter in CHAPTERS:
        for q in questions(chapter):
            found |= _says(f"{q.id} prompt", q.prompt)
            found |= _says(f"{q.id} section", section_say(q.section))
            found |= _says(f"{q.id} why", q.why)
            for i, hint in enumerate(q.hints):
                found |= _says(f"{q.id} hint {i + 1}", hint)
            for i, (_, trap) in enumerate(q.traps):
                found |= _says(f"{q.id} trap {i + 1}", trap)
    return found


TABLES = tables()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_table_of_words_speaks_each_language(lang: str) -> None:
    side = 0 if lang == "en" else 1
    bad = impure({where: pair[side] for where, pair in TABLES.items()}, lang)
    assert not bad, f"{len(bad)} texts do not speak {lang}:\n" + "\n".join(
        f"  {where}: {text!r}" for where, text in sorted(bad.items())
    )


def test_option_why_reads_the_chosen_language() -> None:
    option = next(o for o in RuleSet.options() if o.name == "short_shoe")
    try:
        set_language("zh")
        chinese = dict(option.why)
        set_language("en")
        english = dict(option.why)
    finally:
        set_language("en")
    assert set(chinese) == set(english) == set(PRESET_NAMES)
    assert all(CHINESE.search(text) for text in chinese.values())
    assert all(english_words(text) for text in english.values())


def test_preset_sources_name_the_documents() -> None:
    for preset in PRESET_NAMES:
        for lang in ("en", "zh"):
            text = PRESET_SOURCES.text(preset, lang)
            assert not re.search(r"seed|digest|种子", text, re.IGNORECASE), text
        assert PRESET_SOURCES[preset] == PRESET_SOURCES.text(preset)


# ---------------------------------------------------------------------- what a game says


def _moves_to_try(state: Round) -> list[str]:
    """Legal moves and a few that are often refused (other seats, cards not held, 3s...)."""
    tries = [action.text() for action in state.legal_actions()][:6]
    seat = state.to_act if state.to_act is not None else 0
    tries += ["pass", "yield", "3", "3 3", "4 4", "BJ", "2", "burn SJ Q Q Q", "revolt", "stay"]
    tries += [f"{(seat + 1) % 6}: pass", "K Q", "X X", "7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7"]
    return tries


def game_texts(lang: str, seeds: range = range(3)) -> dict[str, str]:
    """Situations and verdicts (allowed and refused) along seeded bot games of every preset."""
    found: dict[str, str] = {}
    for preset in PRESET_NAMES:
        for seed in seeds:
            state, rng = Round(preset, seed=seed), random.Random(seed)
            for step in range(400):
                if state.is_over:
                    break
                found[f"{preset}/{seed} step {step} situation"] = state.situation(lang)
                if step % 5 == 0:
                    for move in _moves_to_try(state):
                        found[f"{preset}/{seed} step {step} why {move!r}"] = state.why(move, lang)
                state.apply(rng.choice(list(state.legal_actions())))
            found[f"{preset}/{seed} end"] = state.situation(lang)
    return found


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_situations_and_refusals_of_seeded_games_speak_each_language(lang: str) -> None:
    texts = game_texts(lang)
    assert len(texts) > 1000
    bad = impure(texts, lang)
    assert not bad, "\n".join(f"  {w}: {t!r}" for w, t in sorted(bad.items())[:30])


def _is_play(cards: str, preset: str) -> bool:
    try:
        make_play(cards, preset)
    except GoujiError:
        return False
    return True


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_refusals_and_verdicts_of_the_rules_core_speak_each_language(lang: str) -> None:
    texts = {}
    for bad in ("3 4", "2 2 2 2", "SJ BJ 5", "J J J J J J J J J J J J J J J J J", "Z", ""):
        for preset in PRESET_NAMES:
            try:
                make_play(bad, preset)
            except GoujiError as error:
                texts[f"make_play({bad!r}, {preset})"] = error.message(lang)
    for call in (lambda: RuleSet.preset("nope"), lambda: RuleSet().replace(shortshoe=True)):
        try:
            call()
        except GoujiError as error:
            texts[f"ruleset {len(texts)}"] = error.message(lang)
    plays = ["5", "Q Q Q", "K K K", "2", "2 2", "SJ", "BJ", "BJ BJ", "SJ 5 5", "BJ SJ 2 7 7 7"]
    plays += ["10 10 10 10 10", "2 2 J J J", "A A A A", "SJ SJ 9 9 9", "SJ SJ SJ 10 10"]
    for preset in PRESET_NAMES:
        valid = [p for p in plays if _is_play(p, preset)]
        for new in valid:
            texts[f"explain_gouji({new!r}, {preset})"] = explain_gouji(new, preset).text(lang)
            texts[f"explain_open({new!r}, {preset})"] = explain_open(new, preset).text(lang)
            for old in valid:
                verdict = explain_beat(new, old, preset)
                texts[f"explain_beat({new!r}, {old!r}, {preset})"] = verdict.text(lang)
    assert len(texts) > 900
    bad = impure(texts, lang)
    assert not bad, "\n".join(f"  {w}: {t!r}" for w, t in sorted(bad.items())[:30])


# ---------------------------------------------------------------------- what the exercises say


def exercise_texts(lang: str) -> dict[str, str]:
    """Feedback of every question (placeholder, wrong, unreadable, right), hints, solutions."""
    found: dict[str, str] = {}
    for chapter in CHAPTERS:
        for q in questions(chapter):
            found[f"{q.id} expected"] = q.expected(lang)
            found[f"{q.id} placeholder"] = q.check(PLACEHOLDER).text(lang)
            found[f"{q.id} unreadable"] = q.check(object()).text(lang)
            for i, answer in enumerate(wrong_answers(q)):
                found[f"{q.id} wrong {i}"] = q.check(answer).text(lang)
            solution = q.solution()
            found[f"{q.id} right"] = q.check(solution.answer).text(lang)
            found[f"{q.id} solution"] = solution.text(lang)
            for level in range(1, len(q.hints) + 1):
                found[f"{q.id} hint {level}"] = q.hint(level).text(lang)
            found[f"{q.id} review"] = q.review(lang)
    for level in (1, 2, 3):
        puzzle = puzzles(level)[0]
        q = puzzle.question()
        found[f"puzzle {level} prompt"] = q.prompt.get(lang)
        found[f"puzzle {level} writeup"] = puzzle.writeup(lang)
        found[f"puzzle {level} section"] = q.reread(lang)
        for hint in range(1, 4):
            found[f"puzzle {level} hint {hint}"] = q.hint(hint).text(lang)
    return found


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_exercise_feedback_hints_and_solutions_speak_each_language(lang: str) -> None:
    with unrecorded():  # only the words are checked; tests/test_exercise_progress.py records
        texts = exercise_texts(lang)
    bad = impure(texts, lang)
    assert not bad, "\n".join(f"  {w}: {t!r}" for w, t in sorted(bad.items())[:30])


def test_the_check_words_tell_a_chinese_term_from_a_chinese_only_text() -> None:
    assert speaks("无头 (headless)", "en") and not speaks("无头", "en")
    assert speaks("4副牌共216张", "zh") and not speaks("four full decks, 216 cards", "zh")
    assert speaks("出 `K K K` 或 'pass'", "zh") and speaks("T1: 联邦", "zh")
    assert speaks("qingdao: SJ SJ 10 10", "zh") and speaks("rule_name()", "zh")


# ------------------------------------------------------------- what the drawings and widgets show


def scene_texts(lang: str) -> dict[str, str]:
    """The words of the table drawing along seeded bot games, seen by a seat and by all."""
    from gouji_learn.scene.table_scene import TableInfo, table_scene

    found: dict[str, str] = {}
    for preset in PRESET_NAMES:
        state, rng = Round(preset, seed=4), random.Random(4)
        for step in range(400):
            if step % 7 == 0 or state.is_over:
                for viewer in (None, step % 6):
                    drawing = table_scene(TableInfo.from_round(state, viewer, lang=lang), lang)
                    for i, text in enumerate(labels(drawing.texts(), lang)):
                        found[f"{preset} step {step} seen by {viewer}: label {i}"] = text
            if state.is_over:
                break
            state.apply(rng.choice(list(state.legal_actions())))
    return found


def labels(lines: list[str], lang: str) -> list[str]:
    """A drawing's lines, each joined to its neighbour where a label wraps over two lines
    (``四科 sìkē`` / ``fourth out``): the label speaks if the line alone or with either does."""
    found = []
    for i, line in enumerate(lines):
        joined = [f"{lines[i - 1]} {line}"] if i else []
        joined += [f"{line} {lines[i + 1]}"] if i + 1 < len(lines) else []
        found.append(
            next((j for j in joined if speaks(j, lang)), line) if not speaks(line, lang) else line
        )
    return found


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_table_drawing_speaks_each_language(lang: str) -> None:
    bad = impure(scene_texts(lang), lang)
    assert not bad, "\n".join(f"  {w}: {t!r}" for w, t in sorted(bad.items())[:30])


def widget_words(widget: object) -> Iterator[str]:
    """Every text a widget tree shows: descriptions, values, placeholders, option labels (not
    a language switch's, which names each language in itself)."""
    import html

    options = list(getattr(widget, "options", ()) or ())
    names = ("description", "placeholder", "tooltip") + (() if options else ("value",))
    for name in names:
        text = getattr(widget, name, None)
        if isinstance(text, str) and text:
            text = re.sub(r"<style>.*?</style>", " ", text, flags=re.DOTALL)
            yield html.unescape(re.sub(r"<[^>]+>", " ", text))
    values = {option[1] if isinstance(option, tuple) else option for option in options}
    for option in options if values != {"en", "zh"} else ():
        label = option[0] if isinstance(option, tuple) else option
        if isinstance(label, str):
            yield label
    for child in getattr(widget, "children", ()) or ():
        yield from widget_words(child)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_widgets_speak_each_language(lang: str) -> None:
    from gouji_learn.engine import simulate_round
    from gouji_learn.exercises import ProgressView, PuzzleTrainer, QuestionWidget
    from gouji_learn.widgets import CardPicker, PlayRound, ReplayViewer, TableView

    set_language(lang)
    try:
        shown: dict[str, str] = {}
        kinds: dict[str, object] = {}
        for chapter in CHAPTERS:
            for q in questions(chapter):
                kinds.setdefault(type(q).__name__ + str(q.situation is None), q)
        for name, q in kinds.items():
            box = QuestionWidget(q)  # type: ignore[arg-type]
            box.on_hint()
            box.on_check()
            for i, text in enumerate(widget_words(box)):
                shown[f"{name} {i}"] = text
        for i, text in enumerate(widget_words(PuzzleTrainer())):
            shown[f"puzzles {i}"] = text
        for i, text in enumerate(widget_words(ProgressView())):
            shown[f"progress {i}"] = text
        picker = CardPicker("3 5 5 5 SJ BJ Q Q K", to_beat="4 4 4")
        picker.select("5 5 5 SJ")
        round_widgets = [picker, TableView(Round("linyi", seed=3)), PlayRound(seed=2)]
        round_widgets.append(ReplayViewer(simulate_round("tongsu", seed=2)))
        for widget in round_widgets:
            for i, text in enumerate(widget_words(widget)):
                shown[f"{type(widget).__name__} {i}"] = text
    finally:
        set_language("en")
    assert len(kinds) >= 7 and len(shown) > 50
    bad = impure(shown, lang)
    assert not bad, "\n".join(f"  {w}: {t!r}" for w, t in sorted(bad.items())[:30])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_coach_speaks_each_language(lang: str) -> None:
    from gouji_learn.engine.advice import advise
    from gouji_learn.engine.expert import ExpertBot

    expert = ExpertBot(None, rollouts=3, seed=0)
    state, rng, said = Round("qingdao", seed=2), random.Random(2), {}
    for step in range(60):
        acts = list(state.legal_actions())
        if step % 6 == 0 and len(acts) > 1:
            for action in acts[:3]:
                advice = advise(state, action.seat, action, expert)
                said[f"step {step} {action.text('en')}"] = advice.text(lang)
        state.apply(rng.choice(acts))
    assert len(said) >= 6
    assert not impure(said, lang), impure(said, lang)
