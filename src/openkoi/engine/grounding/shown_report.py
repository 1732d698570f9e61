"""A bug report on data the task shows: what the given code gave on it, and what it should give.

"I put this slip through ticket():" over the slip's lines, then "and got [('copper', 6,
34.8), ...], with total() saying 61.8. That's not what the yard does. ... The total for the
slip should come to 77.3, not 61.8." (heldout56's scrap_metal_fix), or "I typed Bramble's
weigh sheet into parse_sheet() ...:" over the sheet, then "daily_gain() on that tells me 0.68
kg a day. She went from 48.5 kg ... to 74 kg ..., so it should be 0.61." (heldout56's
calf_weights_fix): the calls name no argument, so nothing ran, and both runs ended
unverified. The values reported are the bug's; the values said right are examples.

``shown_reports`` gives, for each function the task gave that is reported on the shown data:
- an example ``f(<data>) == right`` where the text corrects the value it reported: in the
  report's sentence ("... when it should be 0.94", "where I'd expect 0.94", "instead of
  0.94"), at the start of the next sentence's clause "so it should be 0.61", or anywhere
  after it naming the reported value as the one replaced ("should come to 77.3, not 61.8");
- a guard ``f(<data>) != reported`` (passing it shows none of the work) where the text says
  the value is wrong: a correction, or the report's sentence or the next one saying "not
  what", "wrong", "should", "ought to", "way too".
A report the text says is right ("... is right too") gives nothing.

Its argument: the shown lines (a list of strings) where its one required parameter is
``lines``, the text where it is ``text``; else, where its one required parameter is of
another kind and the sentence introducing the data put it "into"/"through" a function the
task gave that takes the lines, that function on them ("daily_gain(parse_sheet([...]))").
"I got X" right after the data is that function's own report.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

from openkoi.engine.grounding.bounds import Signature
from openkoi.engine.grounding.literals import literal_end
from openkoi.engine.grounding.shown_data import RAW, shown_blocks

_SAYS = (r"(?:\s+(?:on|for|with|from)\s+(?:th(?:ose|ese|is|at|em)|it|my)(?:\s+\w+)?)?,?\s+"
         r"(?:tells\s+me|told\s+me|says|said|saying|gives(?:\s+me)?|gave(?:\s+me)?|returns|"
         r"returned|shows|showed|comes?\s+(?:out\s+)?(?:as|to|at)|came\s+(?:out\s+)?"
         r"(?:as|to|at)|is\s+giving(?:\s+me)?)\s+")
_GOT = re.compile(r"\s*(?:(?:and|but)\s+)?(?:I\s+)?got\s+(?:back\s+)?")
_SENTENCE_END = re.compile(r"[!?]|\.(?!\w)")
_SAME_SENTENCE = re.compile(r"\s*(?:\w+\s+){0,6}?(?:(?:but|when|where|whereas|while)\s+"
                            r"(?:it|that|this|I'd|I\s+would|I)\s+(?:should\s+(?:be|get|give|"
                            r"return|come\s+to)|ought\s+to\s+(?:be|get|give)|'d\s+expect|"
                            r"expect(?:ed)?|wanted|want)|instead\s+of|rather\s+than)\s+", re.I)
_SO_SHOULD = re.compile(r"\bso\s+(?:it|that|this|the\s+\w+)\s+(?:should|ought\s+to)\s+"
                        r"(?:be|give|return|come\s+to)\s+", re.I)
_REPLACED = r"(?:should|ought\s+to)\s+(?:be|give|return|come\s+to)\s+"
_WRONG = re.compile(r"(?i)\bnot\s+(?:what|right|correct)\b|\bwrong\b|\bshould\b|\bought\s+to\b|"
                    r"\bway\s+too\b|\bisn't\s+right\b|\bincorrect\b")
_RIGHT = re.compile(r"(?i)\b(?:is|are|comes?\s+out|looks?)\s+(?:right|correct|fine)\b")
# a number with its unit after it is that number ("tells me 0.68 kg a day", "says 0.51 litres
# of syrup"); never a date's day ("ought to be 30 April") or a count of times
_WITH_UNIT = re.compile(r"[£$€]?(?P<n>-?\d+(?:\.\d+)?)(?=\s*%|\s+(?!(?:jan|feb|mar|apr|may|jun|"
                        r"jul|aug|sep|oct|nov|dec)[a-z]*\b|times\b|x\b)[a-z])", re.I)
_FEED = re.compile(r"(?i)\b(?:into|through|to|in)\s+(?P<g>[A-Za-z_]\w*)(?:\(\))?")


def shown_reports(task: str, sigs: Mapping[str, Signature], given: Collection[str]
                  ) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """(call, right value) examples and (call, reported value) guards from the reports on
    the data ``task`` shows. ``sigs``: the code's top-level functions; ``given``: the names
    the code as the task gave it defines (only they have a report)."""
    right: list[tuple[str, str]] = []
    guards: list[tuple[str, str]] = []
    blocks = shown_blocks(task)
    names = [f for f in sigs if f in given]
    if not names:
        return right, guards
    alternatives = "|".join(re.escape(f) for f in sorted(names, key=len, reverse=True))
    report = re.compile(rf"(?<![\w.`'\"])(?P<f>{alternatives})(?:\(\))?{_SAYS}")
    for n, (start, end, lines) in enumerate(blocks):
        stop = blocks[n + 1][0] if n + 1 < len(blocks) else len(task)
        region = task[end:stop]
        intro = task[start:end].split("\n", 1)[0]
        feed = _feed(intro, sigs, given)
        found: list[tuple[str, int, int]] = []  # (call, where its value starts, its report)
        got = _GOT.match(region)
        if got is not None and feed is not None:
            found.append((f"{feed}({RAW[sigs[feed].required[0]](lines)})", got.end(),
                          got.start()))
        for m in report.finditer(region):
            call = _call(m.group("f"), sigs, feed, lines)
            if call is not None:
                found.append((call, m.end(), m.start()))
        for call, at, said in found:
            read = _value(region, at)
            if read is None:
                continue
            value, value_end = read
            sentence_end = _end_of_sentence(region, value_end)
            sentence = region[said:sentence_end]
            following = region[sentence_end:_end_of_sentence(region, sentence_end + 1)]
            if _RIGHT.search(sentence):
                continue
            fixed = _correction(region, value_end, sentence_end, following, value)
            if fixed is not None:
                right.append((call, fixed))
            if fixed is not None or _WRONG.search(region[value_end:sentence_end] + following):
                guards.append((call, value))
    return right, guards


def _feed(intro: str, sigs: Mapping[str, Signature], given: Collection[str]) -> str | None:
    """The function the task gave that the sentence introducing the data put it into, where
    it takes the lines or the text."""
    for m in _FEED.finditer(intro):
        g = m.group("g")
        if g in given and g in sigs and len(sigs[g].required) == 1 and \
                sigs[g].required[0] in RAW:
            return g
    return None


def _call(func: str, sigs: Mapping[str, Signature], feed: str | None,
          lines: list[str]) -> str | None:
    """``func`` on the shown ``lines`` as Python text, or None."""
    required = sigs[func].required
    if len(required) != 1:
        return None
    if required[0] in RAW:
        return f"{func}({RAW[required[0]](lines)})"
    if feed is None or feed == func:
        return None
    return f"{func}({feed}({RAW[sigs[feed].required[0]](lines)}))"


def _end_of_sentence(text: str, at: int) -> int:
    m = _SENTENCE_END.search(text, at)
    return m.end() if m else len(text)


def _correction(region: str, value_end: int, sentence_end: int, following: str,
                value: str) -> str | None:
    """The value the text says the reported call should give instead of ``value``."""
    m = _SAME_SENTENCE.match(region, value_end)
    if m is not None and m.end() < sentence_end:
        return _value_at(region, m.end())
    m = _SO_SHOULD.search(following)
    if m is not None:
        return _value_at(following, m.end())
    replaced = re.compile(rf"{_REPLACED}(?=(?P<v>[^\s,]+),?\s+not\s+{re.escape(value)}(?!\w))",
                          re.I)
    m = replaced.search(region, sentence_end)
    if m is not None:
        return _value_at(region, m.end())
    return None


def _value(text: str, at: int) -> tuple[str, int] | None:
    """The value at ``at`` and where it ends: a literal, or a number with its unit."""
    end = literal_end(text, at)
    if end is not None:
        return text[at:end], end
    m = _WITH_UNIT.match(text, at)
    return (m.group("n"), m.end()) if m else None


def _value_at(text: str, at: int) -> str | None:
    """The value at ``at`` where the clause ends on it or on its unit; None otherwise."""
    read = _value(text, at)
    if read is None:
        return None
    value, end = read
    if not re.match(r"\s*(?:[.,;:!?)]|\s-|$|\s?(?:not|and|but|instead)\b|[%a-z])", text[end:]):
        return None
    return value
