from soundex import same_sound, soundex


def test_robert():
    assert soundex("Robert") == "R163"


def test_ashcraft():
    assert soundex("Ashcraft") == "A261"


def test_rupert():
    assert soundex("Rupert") == "R163"
    assert same_sound("Robert", "Rupert") is True
