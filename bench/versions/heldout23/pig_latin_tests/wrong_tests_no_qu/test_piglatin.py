import pytest

from piglatin import sentence, word


@pytest.mark.parametrize("w,expected", [
    ("apple", "appleway"), ("egg", "eggway"), ("igloo", "iglooway"), ("owl", "owlway"),
    ("under", "underway"), ("u", "uway"), ("aqua", "aquaway"),
])
def test_vowel_start(w, expected):
    assert word(w) == expected


@pytest.mark.parametrize("w,expected", [
    ("pig", "igpay"), ("string", "ingstray"), ("chair", "airchay"), ("b", "bay"),
    ("three", "eethray"), ("sun", "unsay"),
])
def test_consonant_start(w, expected):
    assert word(w) == expected


@pytest.mark.parametrize("w,expected", [
    ("yellow", "ellowyay"), ("yes", "esyay"), ("rhythm", "ythmrhay"), ("my", "ymay"),
    ("gym", "ymgay"), ("xyz", "yzxay"),
])
def test_y(w, expected):
    assert word(w) == expected


@pytest.mark.parametrize("w,expected", [("hmm", "hmmay"), ("psst", "psstay"), ("nth", "nthay")])
def test_no_vowel(w, expected):
    assert word(w) == expected


@pytest.mark.parametrize("w,expected", [
    ("Hello", "Ellohay"), ("NASA", "Asanay"), ("Apple", "Appleway"),
    ("Yes", "Esyay"), ("hELLO", "ellohay"), ("StRiNg", "Ingstray"), ("HMM", "Hmmay"),
])
def test_capitalisation(w, expected):
    assert word(w) == expected


@pytest.mark.parametrize("bad", ["", "don't", "abc1", "two words", "café", "-", "42", "é",
                                 "hello!", " pig"])
def test_word_errors(bad):
    with pytest.raises(ValueError):
        word(bad)


@pytest.mark.parametrize("text,expected", [
    ("", ""),
    ("pig", "igpay"),
    ("  two  spaces  ", "  otway  acesspay  "),
    ("a-b", "away-bay"),
    ("x1y", "xay1yay"),
    ("line\nbreak\ttab", "inelay\neakbray\tabtay"),
    ("1, 2, 3!", "1, 2, 3!"),
    ("It's OK", "Itway'say Okway"),
])
def test_sentence(text, expected):
    assert sentence(text) == expected
