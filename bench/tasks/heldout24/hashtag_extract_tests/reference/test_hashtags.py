import pytest

from hashtags import hashtags


def test_docstring_examples():
    assert hashtags("Sunny #Beach day! #beach #sun_set #2024 #café") == ["Beach", "sun_set", "café"]
    assert hashtags("Sunny #Beach day! #beach", unique=False) == ["Beach", "beach"]
    assert hashtags("#Beach #BEACH #Sea", lowercase=True) == ["beach", "sea"]
    assert hashtags("no tags here, mail me at a#b") == []


def test_tag_ends_at_first_other_character():
    assert hashtags("#summer!") == ["summer"]
    assert hashtags("#day-one") == ["day"]
    assert hashtags("#a.b") == ["a"]


def test_letters_of_any_alphabet_digits_and_underscores():
    assert hashtags("#café") == ["café"]
    assert hashtags("#München #top_10") == ["München", "top_10"]


def test_hash_must_not_be_glued_to_a_word():
    assert hashtags("email#tag") == []
    assert hashtags("x_#tag 9#tag") == []
    assert hashtags("##double") == []
    assert hashtags("(#inside)") == ["inside"]
    assert hashtags("#start") == ["start"]
    assert hashtags("a,#b") == ["b"]


def test_digits_only_is_not_a_hashtag():
    assert hashtags("#2024") == []
    assert hashtags("#2024goals #top10 #1") == ["2024goals", "top10"]


def test_length_limit():
    thirty = "a" * 30
    assert hashtags("#" + thirty) == [thirty]
    assert hashtags("#" + "b" * 31) == []
    assert hashtags("#" + "c" * 32) == []
    assert hashtags("#" + "d" * 45 + " #ok") == ["ok"]


def test_unique_by_default_case_insensitive_first_spelling():
    assert hashtags("#Cats #cats #CATS") == ["Cats"]
    assert hashtags("#a #b #a") == ["a", "b"]


def test_unique_false_reports_every_occurrence():
    assert hashtags("#Cats #cats #Cats", unique=False) == ["Cats", "cats", "Cats"]


def test_order_of_appearance():
    assert hashtags("#zebra #apple #mango") == ["zebra", "apple", "mango"]


def test_lowercase_option_and_default():
    assert hashtags("#Beach") == ["Beach"]
    assert hashtags("#Beach", lowercase=True) == ["beach"]
    assert hashtags("#Beach #beach", lowercase=True, unique=False) == ["beach", "beach"]


def test_options_are_keyword_only():
    with pytest.raises(TypeError):
        hashtags("#a", True)


@pytest.mark.parametrize("bad", [None, 42, b"#bytes", ["#a"]])
def test_non_str_raises_type_error(bad):
    with pytest.raises(TypeError):
        hashtags(bad)
