"""Encode text to Morse code and decode it back."""
import sys

CODES = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
    "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----.",
}
LETTERS = {code: letter for letter, code in CODES.items()}


class MorseError(Exception):
    pass


def encode(text):
    words = []
    for word in text.split():
        codes = []
        for ch in word:
            if ch.upper() not in CODES:
                raise MorseError(f"cannot encode {ch!r}")
            codes.append(CODES[ch.upper()])
        words.append(" ".join(codes))
    return " / ".join(words)


def decode(text):
    words = [[]]
    for token in text.split():
        if token == "/":
            words.append([])
        elif token in LETTERS:
            words[-1].append(LETTERS[token])
        else:
            raise MorseError(f"unknown code {token!r}")
    return " ".join("".join(w) for w in words if w)


def main(argv):
    if not argv or argv[0] not in ("encode", "decode"):
        print("usage: morse.py encode|decode [TEXT]", file=sys.stderr)
        return 2
    mode = argv[0]
    text = " ".join(argv[1:]) if len(argv) > 1 else sys.stdin.read()
    try:
        result = encode(text) if mode == "encode" else decode(text)
    except MorseError as exc:
        print(f"morse.py: {exc}", file=sys.stderr)
        return 2
    print(result)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
