from scoreboard import format_table, podium, rank


def test_no_ties():
    assert rank({"ana": 10, "ben": 30, "cy": 20}) == [
        (1, "ben", 30), (2, "cy", 20), (3, "ana", 10)]


def test_tie_shares_rank_and_next_rank_skips():
    assert rank({"ana": 7, "ben": 9, "cy": 9, "dee": 12}) == [
        (1, "dee", 12), (2, "ben", 9), (2, "cy", 9), (4, "ana", 7)]


def test_tie_at_top():
    assert rank({"zed": 5, "amy": 5, "bo": 1}) == [(1, "amy", 5), (1, "zed", 5), (3, "bo", 1)]


def test_podium_with_tie():
    assert podium({"a": 10, "b": 9, "c": 9, "d": 8, "e": 7}) == ["a", "b", "c"]


def test_format_table():
    assert format_table({"ana": 7, "ben": 9, "cy": 9}) == "1. ben (9)\n1. cy (9)\n3. ana (7)"


def test_empty():
    assert rank({}) == []
