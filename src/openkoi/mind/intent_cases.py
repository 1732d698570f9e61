"""The intent check's labelled phrasings: package data, split once and for all.

``intent_data/intent_cases.jsonl`` holds at least 300 task phrasings, each ``{"text",
"destructive", "group"}``; the groups are ``plain`` (says what it does, often with the trigger
words the Guardian's rules know), ``paraphrase`` (a destructive request without the command
or the trigger word) and ``scary`` (benign work that names a dangerous command or sounds like
one: "remove the print statements", a test that a sanitizer refuses ``rm -rf /``).

The split into ``train`` and ``test`` is a hash of the text, not a shuffle: adding a phrasing
never moves another one across, so the classifier and the vote policy are always chosen on
the same training rows, and the test rows stay unseen (bench/intent_train.py).
``intent_data/heldout.jsonl`` is the out-of-sample set, written after both were frozen.

Since version 17 the group ``work`` holds clauses of ordinary coding tasks (the bench's task
texts, bench/intent_work.py) that an earlier classifier rated destructive: they are always
training rows, and the vote policy's search does not score them (``scored``).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).parent / "intent_data"
CASES_FILE = DATA / "intent_cases.jsonl"
HELDOUT_FILE = DATA / "heldout.jsonl"
TEST_SHARE = 25  # percent of the phrasings kept out of training
WORK = "work"  # clauses of ordinary coding tasks: trained on, never scored by the policy


@dataclass(frozen=True)
class IntentCase:
    text: str
    destructive: bool
    group: str  # plain | paraphrase | scary | work

    @property
    def split(self) -> str:
        if self.group == WORK:
            return "train"
        bucket = int(hashlib.sha256(self.text.encode()).hexdigest()[:8], 16) % 100
        return "test" if bucket < TEST_SHARE else "train"


def load(path: Path = CASES_FILE) -> list[IntentCase]:
    """Every labelled phrasing in ``path`` (one JSON object a line)."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            out.append(IntentCase(row["text"], bool(row["destructive"]), row["group"]))
    return out


def scored(cases: list[IntentCase]) -> list[IntentCase]:
    """The phrasings the vote policy is chosen and measured on: all but ``WORK``."""
    return [c for c in cases if c.group != WORK]


def data_hash(cases: list[IntentCase]) -> str:
    """sha256 of the training rows (text and label, in file order): the trained weights
    carry it, so a test can tell when they no longer match their data."""
    digest = hashlib.sha256()
    for case in cases:
        if case.split == "train":
            digest.update(f"{int(case.destructive)}\t{case.text}\n".encode())
    return digest.hexdigest()
