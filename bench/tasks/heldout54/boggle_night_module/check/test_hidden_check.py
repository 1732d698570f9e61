"""Hidden check for boggle_night_module: boggle.py with word_score, on_board and score_round
as the prompt describes them (QU cells, no cell twice, shared words crossed out), its
examples and its error rules."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import boggle  # noqa: E402

B = ["TAPE", "RQSL", "EUIN", "HOMD"]
FOUND = {"Mum": ["tape", "squid", "slid", "Tape", "lips"],
         "Dad": ["TRAP", "tape", "humid", "hour"],
         "Ellie": ["rehouse", "Hour", "it", "ape"]}


def test_prompt_examples():
    assert [boggle.word_score(w) for w in ["cat", "quiet", "boggle", "quizzes", "fantastic",
                                           "at"]] == [1, 2, 3, 5, 11, 0]
    assert boggle.on_board(B, "squid") is True
    assert boggle.on_board(B, "rehouse") is True
    assert boggle.on_board(B, "lips") is False
    assert boggle.on_board(B, "tapet") is False
    assert boggle.score_round(FOUND, B) == {"Mum": 3, "Dad": 3, "Ellie": 6}
    assert boggle.score_round(FOUND) == {"Mum": 4, "Dad": 3, "Ellie": 6}


def test_word_score():
    table = {"": 0, "a": 0, "ox": 0, "dog": 1, "bogs": 1, "grape": 2, "letter": 3,
             "letters": 5, "notebook": 11, "strawberries": 11, " Dog ": 1, "QUIT": 1}
    for word, points in table.items():
        assert boggle.word_score(word) == points, word


def test_on_board_more():
    assert boggle.on_board(["tape", "rqsl", "euin", "homd"], "SQUID") is True
    assert boggle.on_board(B, "Mind") is True
    assert boggle.on_board(B, "hour") is True
    assert boggle.on_board(B, "quid") is True
    assert boggle.on_board(B, "quids") is False
    assert boggle.on_board(B, "qin") is False
    assert boggle.on_board(B, "qi") is False
    assert boggle.on_board(B, "tapes") is True
    assert boggle.on_board(B, "zebra") is False
    assert boggle.on_board(B, "dime") is False
    assert boggle.on_board(B, "humid") is True
    # diagonal steps
    assert boggle.on_board(["AB", "CD"], "AD") is True
    assert boggle.on_board(["AB", "CD"], "BC") is True
    assert boggle.on_board(["AB", "CD"], "ABDC") is True
    assert boggle.on_board(["AB", "CD"], "ABA") is False  # same cell twice
    assert boggle.on_board(["AA", "BC"], "ABA") is True  # the other A
    # not next to each other
    assert boggle.on_board(["ABC", "DEF", "GHI"], "AC") is False
    assert boggle.on_board(["ABC", "DEF", "GHI"], "AEI") is True
    assert boggle.on_board(["ABC", "DEF", "GHI"], "AI") is False
    # a 5x5 board, and needing to back out of a dead end
    big = ["SEATS", "XXXXE", "XXXXA", "XXXXT", "XXXXS"]
    assert boggle.on_board(big, "seats") is True
    assert boggle.on_board(["AAB", "AXA", "AAC"], "AAAAAC") is True
    assert boggle.on_board(["EAT", "XXX", "XXX"], "TEA") is False


def test_bad_boards():
    for bad in [["TAPE", "RQSL", "EUIN"], ["TAP", "RQS", "EUI", "HOM"],
                ["TAPE", "RQ1L", "EUIN", "HOMD"], ["TAPE", "RQSL", "EUI", "HOMDX"],
                ["TA E", "RQSL", "EUIN", "HOMD"]]:
        with pytest.raises(ValueError):
            boggle.on_board(bad, "tape")
        with pytest.raises(ValueError):
            boggle.score_round({"Mum": ["tape"]}, bad)


def test_score_round_more():
    assert boggle.score_round({}) == {}
    assert boggle.score_round({"Gran": []}) == {"Gran": 0}
    assert boggle.score_round({"A": ["dog", "DOG", "dog "]}) == {"A": 1}
    assert boggle.score_round({"A": ["letters", "cat"], "B": ["Letters"], "C": ["cat", "ox"]}) == {
        "A": 0, "B": 0, "C": 0}
    assert boggle.score_round({"A": ["notebook", "grape"], "B": ["letter"]}) == {
        "A": 13, "B": 3}
    got = boggle.score_round({"A": ["rehouse", "squid"], "B": ["squid", "zebra", "tapes"]}, B)
    assert got == {"A": 5, "B": 2}
    assert boggle.score_round({"A": ["zebra"]}) == {"A": 2}
    assert boggle.score_round({"A": ["zebra"]}, B) == {"A": 0}


def brute_on_board(rows, word):
    rows = [r.upper() for r in rows]
    n = len(rows)
    word = word.upper()

    def go(r, c, i, used):
        piece = "QU" if rows[r][c] == "Q" else rows[r][c]
        if word[i:i + len(piece)] != piece:
            return False
        i += len(piece)
        if i == len(word):
            return True
        return any(go(rr, cc, i, used | {(rr, cc)})
                   for rr in range(max(0, r - 1), min(n, r + 2))
                   for cc in range(max(0, c - 1), min(n, c + 2))
                   if (rr, cc) not in used)

    return any(go(r, c, 0, {(r, c)}) for r in range(n) for c in range(n))


def test_on_board_sampled():
    rng = random.Random(5454)
    letters = "AEIOURSTLNQ"
    for _ in range(400):
        n = rng.choice([3, 4, 5])
        rows = ["".join(rng.choice(letters) for _ in range(n)) for _ in range(n)]
        for _ in range(5):
            word = "".join(rng.choice("AEIOURSTLNQ") for _ in range(rng.randint(1, 6)))
            assert boggle.on_board(rows, word) == brute_on_board(rows, word), (rows, word)
        # a word walked on the board is found
        r, c = rng.randrange(n), rng.randrange(n)
        used, word = {(r, c)}, ""
        word += "QU" if rows[r][c] == "Q" else rows[r][c]
        for _ in range(rng.randint(0, 6)):
            steps = [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                     if 0 <= r + dr < n and 0 <= c + dc < n and (r + dr, c + dc) not in used]
            if not steps:
                break
            r, c = rng.choice(steps)
            used.add((r, c))
            word += "QU" if rows[r][c] == "Q" else rows[r][c]
        assert boggle.on_board(rows, word.lower()) is True, (rows, word)
