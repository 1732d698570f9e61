import os
import subprocess
import sys

SCRIPT = os.path.join(os.getcwd(), "hexdump.py")


def run(args, data=b"", cwd=None):
    return subprocess.run([sys.executable, SCRIPT, *args], input=data, capture_output=True,
                          timeout=20, cwd=cwd)


def out_lines(proc):
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.decode().splitlines()


def test_example_stdin():
    p = run([], b"Hello, world!\nBye")
    assert out_lines(p) == [
        "00000000  48 65 6c 6c 6f 2c 20 77  6f 72 6c 64 21 0a 42 79  |Hello, world!.By|",
        "00000010  65                                                |e|",
        "00000011",
    ]


def test_limit_and_file(tmp_path):
    (tmp_path / "notes.txt").write_bytes(b"Hello, world!\nBye")
    p = run(["-n", "4", "notes.txt"], cwd=tmp_path)
    assert out_lines(p) == [
        "00000000  48 65 6c 6c                                       |Hell|",
        "00000004",
    ]


def test_limit_larger_than_data(tmp_path):
    f = tmp_path / "a.bin"
    f.write_bytes(b"abc")
    p = run(["-n", "100", str(f)])
    assert out_lines(p) == [
        "00000000  61 62 63                                          |abc|",
        "00000003",
    ]


def test_limit_zero_and_empty():
    assert out_lines(run(["-n", "0"], b"abc")) == ["00000000"]
    assert out_lines(run([], b"")) == ["00000000"]


def test_dash_means_stdin():
    assert out_lines(run(["-"], b"A")) == [
        "00000000  41                                                |A|",
        "00000001",
    ]


def test_exact_16_and_8_and_9():
    data = bytes(range(0x30, 0x40))
    assert out_lines(run([], data)) == [
        "00000000  30 31 32 33 34 35 36 37  38 39 3a 3b 3c 3d 3e 3f  |0123456789:;<=>?|",
        "00000010",
    ]
    assert out_lines(run([], b"ABCDEFGH")) == [
        "00000000  41 42 43 44 45 46 47 48                           |ABCDEFGH|",
        "00000008",
    ]
    assert out_lines(run([], b"ABCDEFGHI")) == [
        "00000000  41 42 43 44 45 46 47 48  49                       |ABCDEFGHI|",
        "00000009",
    ]


def test_non_printable_and_high_bytes():
    data = bytes([0x00, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0xFF, 0x41, 0x09, 0x0D, 0xC3, 0xA9, 0x7A, 0x30, 0x2E, 0x7C])
    assert out_lines(run([], data)) == [
        "00000000  00 1f 20 7e 7f 80 ff 41  09 0d c3 a9 7a 30 2e 7c  |.. ~...A....z0.||",
        "00000010",
    ]


def test_repeated_lines_not_collapsed():
    data = b"x" * 40
    lines = out_lines(run([], data))
    full = "00000000  78 78 78 78 78 78 78 78  78 78 78 78 78 78 78 78  |xxxxxxxxxxxxxxxx|"
    assert lines == [
        full,
        full.replace("00000000", "00000010", 1),
        "00000020  78 78 78 78 78 78 78 78                           |xxxxxxxx|",
        "00000028",
    ]
    assert "*" not in "\n".join(lines)


def test_big_offsets():
    data = bytes(range(256)) * 2
    lines = out_lines(run([], data))
    assert len(lines) == 33
    assert lines[-1] == "00000200"
    assert lines[16].startswith("00000100  00 01 02 03 04 05 06 07  08 09 0a 0b 0c 0d 0e 0f  |")
    assert lines[2] == "00000020  20 21 22 23 24 25 26 27  28 29 2a 2b 2c 2d 2e 2f  | !\"#$%&'()*+,-./|"


def test_missing_file(tmp_path):
    p = run(["nope.bin"], cwd=tmp_path)
    assert p.returncode == 1
    assert p.stdout == b""
    assert b"hexdump.py: cannot open nope.bin" in p.stderr


def test_bad_limit():
    for bad in (["-n", "-3"], ["-n", "abc"], ["-n", "2.5"]):
        p = run(bad, b"hello")
        assert p.returncode == 2, bad
        assert p.stderr.strip(), bad
