"""Hidden check for comic_collection_edit: the new missing_issues() lists the issues of a
title not in the collection, from 1 up to the highest one owned, runs of two or more as
first-last, as text; "" when none are missing; ValueError for a title with no comics; the
rest of comics.py still works."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from comics import best_copy, issues_of, missing_issues, parse_collection, titles  # noqa: E402

LINES = ["# my long boxes", "Saga | 1 | NM", "Saga | 3 | VF", "saga | 4 | F", "Saga | 8 | VF",
         "Saga | 3 | G", "Saga | 12 | NM", "", "Hellboy | 2 | VG", "Hellboy | 1 | F",
         "Hellboy | 3 | VF", "Paper Girls | 5 | vf"]


def expected(owned):
    top = max(owned)
    gaps = [n for n in range(1, top + 1) if n not in owned]
    parts, i = [], 0
    while i < len(gaps):
        j = i
        while j + 1 < len(gaps) and gaps[j + 1] == gaps[j] + 1:
            j += 1
        parts.append(str(gaps[i]) if i == j else f"{gaps[i]}-{gaps[j]}")
        i = j + 1
    return ", ".join(parts)


def test_prompt_example():
    comics = parse_collection(LINES)
    assert missing_issues(comics, "Saga") == "2, 5-7, 9-11"
    assert missing_issues(comics, "hellboy") == ""
    assert missing_issues(comics, "Paper Girls") == "1-4"
    with pytest.raises(ValueError):
        missing_issues(comics, "Watchmen")


def test_more_cases():
    def c(*issues, title="Bone"):
        return [(title, n, "VF") for n in issues]
    assert missing_issues(c(1), "Bone") == ""
    assert missing_issues(c(2), "Bone") == "1"
    assert missing_issues(c(3), "bone") == "1-2"
    assert missing_issues(c(1, 3), "BONE") == "2"
    assert missing_issues(c(1, 4), "Bone") == "2-3"
    assert missing_issues(c(12, 1, 2, 3, 9, 9, 10), "Bone") == "4-8, 11"
    assert missing_issues(c(2, 4, 6, 8), "Bone") == "1, 3, 5, 7"
    assert missing_issues(c(1, 2, 3, 4, 5), "Bone") == ""
    assert missing_issues(c(100, 50), "Bone") == "1-49, 51-99"
    comics = c(5) + c(2, title="Other") + c(1, 3, title="bone")
    assert missing_issues(comics, "Bone") == "2, 4"
    assert missing_issues(comics, "other") == "1"
    with pytest.raises(ValueError):
        missing_issues([], "Bone")
    with pytest.raises(ValueError):
        missing_issues(c(1, 2), "Bones")


def test_sampled():
    rng = random.Random(4747)
    for _ in range(1000):
        owned = rng.sample(range(1, 60), rng.randint(1, 25))
        comics = [("Saga", n, rng.choice(["P", "VF", "NM"])) for n in owned]
        comics += [("Saga", rng.choice(owned), "G") for _ in range(rng.randint(0, 3))]
        comics += [("Bone", rng.randint(1, 80), "F") for _ in range(rng.randint(0, 5))]
        rng.shuffle(comics)
        assert missing_issues(comics, "saga") == expected(set(owned)), sorted(owned)


def test_collection_not_changed():
    comics = parse_collection(LINES)
    before = list(comics)
    missing_issues(comics, "Saga")
    assert comics == before


def test_rest_unchanged():
    comics = parse_collection(LINES)
    assert comics[0] == ("Saga", 1, "NM")
    assert comics[-1] == ("Paper Girls", 5, "VF")
    assert len(comics) == 10
    for bad in ["Saga | 0 | VF", "Saga | 1", "| 1 | VF", "Saga | one | VF", "Saga | 1 | mint"]:
        with pytest.raises(ValueError):
            parse_collection([bad])
    assert titles(comics) == ["Hellboy", "Paper Girls", "Saga"]
    assert issues_of(comics, "SAGA") == [1, 3, 4, 8, 12]
    assert issues_of(comics, "Watchmen") == []
    assert best_copy(comics, "saga", 3) == "VF"
    assert best_copy(comics, "Saga", 2) is None
