import os
import subprocess
import sys

SCRIPT = os.path.join(os.getcwd(), "morse.py")

TABLE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
    "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----.",
}


def run(args, stdin=""):
    return subprocess.run([sys.executable, SCRIPT, *args], input=stdin, capture_output=True,
                          text=True, timeout=20)


def ok(p):
    assert p.returncode == 0, p.stderr
    return p.stdout.rstrip("\n")


def test_examples():
    assert ok(run(["encode", "SOS help"])) == "... --- ... / .... . .-.. .--."
    assert ok(run(["decode", "... --- ... / .... . .-.. .--."])) == "SOS HELP"
    assert ok(run(["encode"], "Call 112\n")) == "-.-. .- .-.. .-.. / .---- .---- ..---"


def test_full_alphabet_and_digits():
    text = "the quick BROWN fox jumps over the lazy dog 0123456789"
    expected = " / ".join(" ".join(TABLE[c] for c in w.upper()) for w in text.split())
    assert ok(run(["encode", text])) == expected
    assert ok(run(["decode", expected])) == text.upper()


def test_whitespace_runs():
    assert ok(run(["encode", "  a   b\tc  "])) == ".- / -... / -.-."


def test_decode_whitespace_and_stdin():
    assert ok(run(["decode"], "  ....   ..  /   -  \n")) == "HI T"
    assert ok(run(["decode", "-----"])) == "0"


def test_encode_error():
    p = run(["encode", "hi!"])
    assert p.returncode == 2
    assert p.stdout == ""
    assert "morse.py: cannot encode '!'" in p.stderr


def test_encode_error_stdin():
    p = run(["encode"], "caf\u00e9 ok\n")
    assert p.returncode == 2
    assert p.stdout == ""
    assert "cannot encode '\u00e9'" in p.stderr or "cannot encode '\u00c9'" in p.stderr


def test_decode_error():
    p = run(["decode", "... ---- ..."])
    assert p.returncode == 2
    assert p.stdout == ""
    assert "morse.py: unknown code '----'" in p.stderr


def test_bad_mode():
    p = run(["translate", "abc"])
    assert p.returncode == 2
    assert p.stdout == ""
