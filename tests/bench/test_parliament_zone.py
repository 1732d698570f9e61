"""bench/parliament_zone.py without a model: which training phrasings it would ask about."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))

import parliament_zone as pz  # noqa: E402

from openkoi.mind import guardian, intent_cases  # noqa: E402


def test_the_zone_is_the_unvoted_training_rows_benign_first(tmp_path: Path) -> None:
    train = [c for c in intent_cases.load() if c.split == "train"]
    cache = tmp_path / "oof.json"
    # every tenth row in the zone, the others far below it
    cache.write_text(json.dumps({"probabilities": [0.6 if i % 10 == 0 else 0.1
                                                   for i in range(len(train))]}))
    # (the coding tasks' clauses train the classifier and are never asked about)
    inside = [c for i, c in enumerate(train) if i % 10 == 0 and not guardian.check_task(c.text)
              and c.group != intent_cases.WORK]
    voted = tmp_path / "current.jsonl"
    voted.write_text(json.dumps({"text": inside[0].text, "source": "model",
                                 "verdicts": {}}) + "\n")
    tasks = pz.zone(cache, [voted], [voted], 0.5, 0.8)
    assert {t.text for t in tasks} == {c.text for c in inside[1:]}
    flags = [t.destructive for t in tasks]
    assert flags == sorted(flags) and False in flags and True in flags  # benign first


def test_a_cache_of_another_split_is_refused(tmp_path: Path) -> None:
    cache = tmp_path / "oof.json"
    cache.write_text(json.dumps({"probabilities": [0.6, 0.6]}))
    with pytest.raises(SystemExit, match="another training split"):
        pz.zone(cache, [], [], 0.5, 0.8)
