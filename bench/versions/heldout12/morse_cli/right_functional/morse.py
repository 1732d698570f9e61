import sys

MORSE = dict(A=".-", B="-...", C="-.-.", D="-..", E=".", F="..-.", G="--.", H="....", I="..",
             J=".---", K="-.-", L=".-..", M="--", N="-.", O="---", P=".--.", Q="--.-", R=".-.",
             S="...", T="-", U="..-", V="...-", W=".--", X="-..-", Y="-.--", Z="--..")
for _d in range(10):
    MORSE[str(_d)] = "." * _d + "-" * (5 - _d) if _d <= 5 else "-" * (_d - 5) + "." * (10 - _d)
REVERSE = {v: k for k, v in MORSE.items()}


def fail(message):
    print(f"morse.py: {message}", file=sys.stderr)
    raise SystemExit(2)


def enc_char(c):
    try:
        return MORSE[c.upper()]
    except KeyError:
        fail(f"cannot encode {c!r}")


def dec_code(code):
    if code not in REVERSE:
        fail(f"unknown code {code!r}")
    return REVERSE[code]


def encode(text):
    return " / ".join(" ".join(map(enc_char, word)) for word in text.split())


def decode(text):
    words = " ".join(text.split()).split("/")
    decoded = ["".join(dec_code(c) for c in w.split()) for w in words]
    return " ".join(w for w in decoded if w)


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in {"encode", "decode"}:
        fail("usage: morse.py encode|decode [TEXT]")
    source = sys.argv[2] if len(sys.argv) > 2 else sys.stdin.read()
    print((encode if sys.argv[1] == "encode" else decode)(source))
