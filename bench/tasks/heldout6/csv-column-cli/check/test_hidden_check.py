import subprocess
import sys

SCRIPT = "csvcol.py"


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                          timeout=30, stdin=subprocess.DEVNULL)


def write(tmp_path, text, name="data.csv"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


CITIES = "city,country,population\nOslo,Norway,709000\nLyon,France,522000\nPorto,Portugal,232000\n"


def test_prints_column(tmp_path):
    out = run(write(tmp_path, CITIES), "country")
    assert out.returncode == 0
    assert out.stdout.splitlines() == ["Norway", "France", "Portugal"]


def test_first_and_last_column(tmp_path):
    path = write(tmp_path, CITIES)
    assert run(path, "city").stdout.splitlines() == ["Oslo", "Lyon", "Porto"]
    assert run(path, "population").stdout.splitlines() == ["709000", "522000", "232000"]


def test_quoted_fields(tmp_path):
    text = 'id,title,year\n1,"Dune, Part One",2021\n2,"Say ""hi""",1999\n3,Plain,2005\n'
    path = write(tmp_path, text)
    out = run(path, "title")
    assert out.returncode == 0
    assert out.stdout.splitlines() == ["Dune, Part One", 'Say "hi"', "Plain"]
    assert run(path, "year").stdout.splitlines() == ["2021", "1999", "2005"]


def test_header_only(tmp_path):
    out = run(write(tmp_path, "a,b\n"), "b")
    assert out.returncode == 0
    assert out.stdout.strip() == ""


def test_missing_column(tmp_path):
    out = run(write(tmp_path, CITIES), "mayor")
    assert out.returncode == 2
    assert "error: no column mayor" in out.stderr
    assert out.stdout.strip() == ""


def test_missing_file(tmp_path):
    missing = str(tmp_path / "nope.csv")
    out = run(missing, "city")
    assert out.returncode == 1
    assert f"error: cannot open {missing}" in out.stderr
    assert out.stdout.strip() == ""


def test_wrong_number_of_arguments(tmp_path):
    path = write(tmp_path, CITIES)
    for args in [(), (path,), (path, "city", "extra")]:
        out = run(*args)
        assert out.returncode == 2, args
        assert "usage" in out.stderr.lower(), args
        assert out.stdout.strip() == ""
