import sys

CODES = {
    "a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.",
    "h": "....", "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.",
    "o": "---", "p": ".--.", "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-",
    "v": "...-", "w": ".--", "x": "-..-", "y": "-.--", "z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....",
    "6": "-....", "7": "--...", "8": "---..", "9": "----.",
}


def to_morse(text):
    words = []
    for word in text.split():
        codes = [CODES[ch] for ch in word.lower() if ch in CODES]
        if codes:
            words.append(" ".join(codes))
    return " / ".join(words)


def main():
    print(to_morse(sys.stdin.read()))


if __name__ == "__main__":
    main()
