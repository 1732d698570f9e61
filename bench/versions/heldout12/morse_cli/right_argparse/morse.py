import argparse
import sys

ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
CODE_LIST = (".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- "
             "...- .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.").split()
TO_MORSE = dict(zip(ALPHA, CODE_LIST))
FROM_MORSE = dict(zip(CODE_LIST, ALPHA))


def die(msg):
    sys.stderr.write("morse.py: " + msg + "\n")
    sys.exit(2)


def main():
    parser = argparse.ArgumentParser(prog="morse.py")
    parser.add_argument("mode", choices=["encode", "decode"])
    # REMAINDER so that codes starting with "-" are not taken for options
    parser.add_argument("text", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    text = " ".join(args.text) if args.text else sys.stdin.read()
    if args.mode == "encode":
        encoded_words = []
        for word in text.split():
            letters = []
            for ch in word:
                code = TO_MORSE.get(ch.upper())
                if code is None:
                    die("cannot encode '%s'" % ch)
                letters.append(code)
            encoded_words.append(" ".join(letters))
        print(" / ".join(encoded_words))
    else:
        out_words, current = [], ""
        for tok in text.split():
            if tok == "/":
                out_words.append(current)
                current = ""
                continue
            if tok not in FROM_MORSE:
                die("unknown code '%s'" % tok)
            current += FROM_MORSE[tok]
        out_words.append(current)
        print(" ".join(w for w in out_words if w))


if __name__ == "__main__":
    main()
