import pytest

import piglatin


class TestWord:
    def test_vowels(self):
        assert piglatin.word("apple") == "appleway"
        assert piglatin.word("egg") == "eggway"
        assert piglatin.word("ice") == "iceway"
        assert piglatin.word("out") == "outway"
        assert piglatin.word("up") == "upway"

    def test_consonants(self):
        assert piglatin.word("string") == "ingstray"
        assert piglatin.word("pig") == "igpay"
        assert piglatin.word("glove") == "oveglay"
        assert piglatin.word("sun") == "unsay"

    def test_qu(self):
        assert piglatin.word("queen") == "eenquay"
        assert piglatin.word("square") == "aresquay"
        assert piglatin.word("quit") == "itquay"

    def test_y_start_is_consonant(self):
        assert piglatin.word("yellow") == "ellowyay"
        assert piglatin.word("yak") == "akyay"

    def test_y_inside_is_vowel(self):
        assert piglatin.word("rhythm") == "ythmrhay"
        assert piglatin.word("my") == "ymay"
        assert piglatin.word("style") == "ylestay"

    def test_no_vowels(self):
        assert piglatin.word("hmm") == "hmmay"
        assert piglatin.word("tsk") == "tskay"

    def test_capitals(self):
        assert piglatin.word("Hello") == "Ellohay"
        assert piglatin.word("NASA") == "Asanay"
        assert piglatin.word("Eagle") == "Eagleway"
        assert piglatin.word("Square") == "Aresquay"
        assert piglatin.word("bOOK") == "ookbay"
        assert piglatin.word("ThIs") == "Isthay"

    @pytest.mark.parametrize("bad", ["", "a1", "café", "ab cd", "o'clock", "!", "7"])
    def test_invalid(self, bad):
        with pytest.raises(ValueError):
            piglatin.word(bad)


class TestSentence:
    def test_docstring_example(self):
        assert piglatin.sentence("Hello, world! Route 66 is quiet.") == \
            "Ellohay, orldway! Outeray 66 isway ietquay."

    def test_keeps_spacing_and_symbols(self):
        assert piglatin.sentence(" pig  dog\n") == " igpay  ogday\n"
        assert piglatin.sentence("well-known") == "ellway-ownknay"
        assert piglatin.sentence("42 + 7 = 49") == "42 + 7 = 49"
        assert piglatin.sentence("") == ""

    def test_letters_next_to_digits(self):
        assert piglatin.sentence("abc123def") == "abcway123efday"
