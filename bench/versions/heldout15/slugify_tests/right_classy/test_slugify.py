from slugify import slugify


class TestTransliteration:
    def test_french(self):
        assert slugify("Crème Brûlée") == "creme-brulee"

    def test_apostrophes_and_accents(self):
        assert slugify("C'est l'été") == "c-est-l-ete"


class TestSeparators:
    def test_runs_collapse(self):
        assert slugify("rock   &   roll") == "rock-roll"

    def test_trimmed(self):
        assert slugify("  Hello,   World!! ") == "hello-world"

    def test_custom(self):
        assert slugify("Hello World", sep="_") == "hello_world"

    def test_nothing_left(self):
        assert slugify("!!!") == ""


class TestMaxLength:
    def test_whole_words(self):
        assert slugify("hello big world", max_length=10) == "hello-big"

    def test_does_not_cut_word(self):
        assert slugify("hello world", max_length=7) == "hello"

    def test_hard_cut_first_word(self):
        assert slugify("extraordinary claims", max_length=5) == "extra"

    def test_fits(self):
        assert slugify("hello world", max_length=11) == "hello-world"
