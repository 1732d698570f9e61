from numwords import say


def test_docstring_examples():
    assert say(0) == "zero"
    assert say(7) == "seven"
    assert say(13) == "thirteen"
    assert say(21) == "twenty-one"
    assert say(40) == "forty"
    assert say(99) == "ninety-nine"
    assert say(100) == "one hundred"
    assert say(105) == "one hundred and five"
    assert say(342) == "three hundred and forty-two"
    assert say(7000) == "seven thousand"
    assert say(120000) == "one hundred and twenty thousand"
    assert say(2019) == "two thousand and nineteen"
    assert say(1100) == "one thousand one hundred"
    assert say(1234) == "one thousand two hundred and thirty-four"
