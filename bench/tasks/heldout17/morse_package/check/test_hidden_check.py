import os
import subprocess
import sys

sys.path.insert(0, os.getcwd())

import pytest

STANDARD = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.",
    "G": "--.", "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..",
    "M": "--", "N": "-.", "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.",
    "S": "...", "T": "-", "U": "..-", "V": "...-", "W": ".--", "X": "-..-",
    "Y": "-.--", "Z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
    "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----.",
}


def test_package_layout():
    assert os.path.isfile(os.path.join("morse", "__init__.py"))
    assert os.path.isfile(os.path.join("morse", "table.py"))
    assert os.path.isfile(os.path.join("morse", "codec.py"))


def test_top_level_import_in_fresh_process():
    r = subprocess.run([sys.executable, "-c",
                        "from morse import encode, decode; print(encode('ab')); print(decode('-.-'))"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == [".- -...", "K"]


def test_table():
    from morse.table import CODE, REVERSE
    assert dict(CODE) == STANDARD
    assert dict(REVERSE) == {v: k for k, v in STANDARD.items()}


def test_codec_module_functions():
    from morse import codec
    assert codec.encode("e") == "."
    assert codec.decode(".") == "E"


def test_encode_example():
    from morse import encode
    assert encode("SOS help") == "... --- ... / .... . .-.. .--."


@pytest.mark.parametrize("text,code", [
    ("sos", "... --- ..."),
    ("Hi  there", ".... .. / - .... . .-. ."),
    ("  a b  ", ".- / -..."),
    ("R2D2", ".-. ..--- -.. ..---"),
    ("0 9", "----- / ----."),
    ("", ""),
    ("   ", ""),
])
def test_encode(text, code):
    from morse import encode
    assert encode(text) == code


@pytest.mark.parametrize("bad", ["hi!", "a,b", "e-mail", "what?", "caf\u00e9"])
def test_encode_rejects(bad):
    from morse import encode
    with pytest.raises(ValueError):
        encode(bad)


@pytest.mark.parametrize("code,text", [
    ("... --- ... / .... . .-.. .--.", "SOS HELP"),
    ("....  ..   /  -", "HI T"),
    ("-.-./.-", "C A"),
    ("  .-  ", "A"),
    (".---- ..--- ...--", "123"),
    ("", ""),
    ("   ", ""),
])
def test_decode(code, text):
    from morse import decode
    assert decode(code) == text


@pytest.mark.parametrize("bad", ["......", ".-.-.-", "... x ...", "--..--"])
def test_decode_rejects(bad):
    from morse import decode
    with pytest.raises(ValueError):
        decode(bad)


def test_roundtrip_all_symbols():
    from morse import decode, encode
    text = "THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG 0123456789"
    assert decode(encode(text.lower())) == text
