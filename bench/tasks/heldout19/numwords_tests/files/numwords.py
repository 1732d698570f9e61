"""Spell out whole numbers in British English."""

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _below_hundred(n):
    if n < 20:
        return ONES[n]
    tens, ones = divmod(n, 10)
    if ones == 0:
        return TENS[tens]
    return f"{TENS[tens]}-{ONES[ones]}"


def _below_thousand(n):
    hundreds, rest = divmod(n, 100)
    if hundreds == 0:
        return _below_hundred(rest)
    words = f"{ONES[hundreds]} hundred"
    if rest:
        words += f" and {_below_hundred(rest)}"
    return words


def say(n):
    """Spell out n, from 0 to 999,999, in lower case British English.

    - 0 to 19 have their own words: 'zero', 'seven', 'thirteen'.
    - Tens are 'twenty' ... 'ninety' (note 'forty'); the units follow after a
      hyphen: 21 -> 'twenty-one', 40 -> 'forty', 99 -> 'ninety-nine'.
    - Hundreds: 100 -> 'one hundred', and anything left over follows 'and':
      105 -> 'one hundred and five', 342 -> 'three hundred and forty-two'.
    - Thousands: the number of thousands is said the same way, then 'thousand':
      7000 -> 'seven thousand', 120000 -> 'one hundred and twenty thousand'.
      A remainder under 100 follows 'and' (2019 -> 'two thousand and nineteen');
      a remainder of 100 or more follows a plain space
      (1100 -> 'one thousand one hundred', 1234 -> 'one thousand two hundred and thirty-four').
    - TypeError if n isn't an int (bools aren't accepted either);
      ValueError if it's below 0 or above 999,999.
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"say() needs an int, not {type(n).__name__}")
    if not 0 <= n <= 999_999:
        raise ValueError(f"out of range: {n}")
    thousands, rest = divmod(n, 1000)
    if thousands == 0:
        return _below_thousand(rest)
    words = f"{_below_thousand(thousands)} thousand"
    if rest == 0:
        return words
    if rest < 100:
        return f"{words} and {_below_hundred(rest)}"
    return f"{words} {_below_thousand(rest)}"
