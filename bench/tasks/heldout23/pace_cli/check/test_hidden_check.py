import os
import subprocess
import sys

import pytest

SCRIPT = os.path.join(os.getcwd(), "pace.py")
USAGE = "usage: python pace.py DISTANCE TIME"


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                          timeout=30)


def test_script_exists():
    assert os.path.isfile(SCRIPT)


@pytest.mark.parametrize("args,km,mi", [
    (["10km", "50:00"], "5:00", "8:03"),
    (["marathon", "3:30:00"], "4:59", "8:01"),
    (["1km", "75:00"], "1:15:00", "2:00:42"),
    (["10km", "55:05"], "5:31", "8:52"),
])
def test_prompt_examples(args, km, mi):
    p = run(*args)
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines() == [f"pace {km} /km", f"pace {mi} /mi"]
    assert p.stderr == ""


@pytest.mark.parametrize("args,km,mi", [
    (["2km", "11:59"], "6:00", "9:39"),
    (["2mi", "16:01"], "4:59", "8:01"),
    (["400m", "1:19"], "3:18", "5:18"),
    (["1500m", "6:00"], "4:00", "6:26"),
    (["5000m", "22:30"], "4:30", "7:15"),
    (["0.4KM", "1:40"], "4:10", "6:42"),
    (["13.1mi", "1:45:00"], "4:59", "8:01"),
    (["Marathon", "2:01:09"], "2:52", "4:37"),
    (["HALF", "59:59"], "2:51", "4:35"),
    (["half", "1:45:00"], "4:59", "8:01"),
    (["21.0975km", "1:30:00"], "4:16", "6:52"),
    (["3mi", "30:00"], "6:13", "10:00"),
    (["3MI", "0:30:00"], "6:13", "10:00"),
    (["100m", "0:10"], "1:40", "2:41"),
    (["42.195km", "10:00:00"], "14:13", "22:53"),
    (["0.5mi", "30:00"], "37:17", "1:00:00"),
    (["1km", "59:59"], "59:59", "1:36:32"),
    (["2km", "1:59:59"], "1:00:00", "1:36:33"),
    (["7.5km", "45:45"], "6:06", "9:49"),
    (["1km", "0:01"], "0:01", "0:02"),
    (["10Km", "120:00"], "12:00", "19:19"),
])
def test_paces(args, km, mi):
    p = run(*args)
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines() == [f"pace {km} /km", f"pace {mi} /mi"]
    assert p.stderr == ""


@pytest.mark.parametrize("args", [[], ["10km"], ["10km", "50:00", "extra"]])
def test_usage(args):
    p = run(*args)
    assert p.returncode == 2
    assert p.stderr.strip() == USAGE
    assert p.stdout == ""


@pytest.mark.parametrize("dist", ["10", "km", "10 km", "5.km", ".5km", "0km", "0.0mi", "000m",
                                  "-5km", "10kms", "10k", "halfmarathon", "1e1km", "", "mi10",
                                  "ten km", "1,5km"])
def test_bad_distance(dist):
    p = run(dist, "50:00")
    assert p.returncode == 1
    assert p.stderr.strip() == f"error: bad distance '{dist}'"
    assert p.stdout == ""


@pytest.mark.parametrize("time", ["50", "50:0", "50:60", "1:60:00", "0:00", "0:00:00", "00:00",
                                  "-1:00", "1:2:03", "1:00:00:00", "aa:bb", "5:30.5", "", ":30",
                                  "5:5", "1:00:5"])
def test_bad_time(time):
    p = run("10km", time)
    assert p.returncode == 1
    assert p.stderr.strip() == f"error: bad time '{time}'"
    assert p.stdout == ""


def test_distance_reported_first():
    p = run("10 miles", "soon")
    assert p.returncode == 1
    assert p.stderr.strip() == "error: bad distance '10 miles'"
