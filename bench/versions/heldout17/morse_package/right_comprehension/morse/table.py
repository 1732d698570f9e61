"""Letter/digit <-> International Morse code."""

CODE = {}
for _char, _morse in [
    ("A", ".-"), ("B", "-..."), ("C", "-.-."), ("D", "-.."), ("E", "."),
    ("F", "..-."), ("G", "--."), ("H", "...."), ("I", ".."), ("J", ".---"),
    ("K", "-.-"), ("L", ".-.."), ("M", "--"), ("N", "-."), ("O", "---"),
    ("P", ".--."), ("Q", "--.-"), ("R", ".-."), ("S", "..."), ("T", "-"),
    ("U", "..-"), ("V", "...-"), ("W", ".--"), ("X", "-..-"), ("Y", "-.--"),
    ("Z", "--.."),
]:
    CODE[_char] = _morse

# digits: n dots then dashes for 1-5, dashes then dots for 6-0
for _n in range(10):
    _k = _n if _n <= 5 else _n - 5
    if _n == 0:
        CODE["0"] = "-----"
    elif _n <= 5:
        CODE[str(_n)] = "." * _k + "-" * (5 - _k)
    else:
        CODE[str(_n)] = "-" * _k + "." * (5 - _k)

REVERSE = {v: k for k, v in CODE.items()}
