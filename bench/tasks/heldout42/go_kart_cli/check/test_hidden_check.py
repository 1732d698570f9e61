"""Hidden check for go_kart_cli: laps.py prints each lap (fastest starred), the fastest, the
average (nearest hundredth, halves up) and the total, and exits 2 with the usage line when
given nothing and 1 with an error line for something that isn't a lap time."""

import os
import random
import subprocess
import sys

import pytest

WORKSPACE = os.getcwd()
SCRIPT = os.path.join(WORKSPACE, "laps.py")
USAGE = "usage: python laps.py LAP_TIME [LAP_TIME ...]"


def run(*args):
    assert os.path.isfile(SCRIPT), "laps.py is missing"
    return subprocess.run([sys.executable, SCRIPT, *args], cwd=WORKSPACE, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL)


def show(hundredths):
    seconds, h = divmod(hundredths, 100)
    minutes, s = divmod(seconds, 60)
    return f"{minutes}:{s:02d}.{h:02d}"


def expected(laps):
    best = laps.index(min(laps))
    lines = [f"Lap {n + 1}: {show(lap)}" + (" *" if n == best else "")
             for n, lap in enumerate(laps)]
    total = sum(laps)
    average = (2 * total + len(laps)) // (2 * len(laps))
    lines += [f"Fastest: lap {best + 1}, {show(laps[best])}", f"Average: {show(average)}",
              f"Total: {show(total)}"]
    return "\n".join(lines) + "\n"


def ok(args, want):
    proc = run(*args)
    assert proc.returncode == 0, (args, proc.returncode, proc.stderr)
    assert proc.stdout == want, (args, proc.stdout)


def test_prompt_example():
    ok(["1:02.45", "58.37", "1:00.1"],
       "Lap 1: 1:02.45\nLap 2: 0:58.37 *\nLap 3: 1:00.10\nFastest: lap 2, 0:58.37\n"
       "Average: 1:00.31\nTotal: 3:00.92\n")


def test_one_lap_and_forms():
    ok(["75.5"], "Lap 1: 1:15.50 *\nFastest: lap 1, 1:15.50\nAverage: 1:15.50\n"
                 "Total: 1:15.50\n")
    ok(["58"], "Lap 1: 0:58.00 *\nFastest: lap 1, 0:58.00\nAverage: 0:58.00\n"
               "Total: 0:58.00\n")
    ok(["0:09.05"], "Lap 1: 0:09.05 *\nFastest: lap 1, 0:09.05\nAverage: 0:09.05\n"
                    "Total: 0:09.05\n")
    ok(["61:00"], "Lap 1: 61:00.00 *\nFastest: lap 1, 61:00.00\nAverage: 61:00.00\n"
                  "Total: 61:00.00\n")
    ok(["0.01"], "Lap 1: 0:00.01 *\nFastest: lap 1, 0:00.01\nAverage: 0:00.01\n"
                 "Total: 0:00.01\n")


def test_average_rounds_half_up():
    ok(["30.01", "30.02"], "Lap 1: 0:30.01 *\nLap 2: 0:30.02\nFastest: lap 1, 0:30.01\n"
                           "Average: 0:30.02\nTotal: 1:00.03\n")
    ok(["10", "10", "10.01"], expected([1000, 1000, 1001]))
    ok(["10", "10.02", "10.02"], expected([1000, 1002, 1002]))
    assert expected([1000, 1000, 1001]).splitlines()[-2] == "Average: 0:10.00"
    assert expected([1000, 1002, 1002]).splitlines()[-2] == "Average: 0:10.01"


def test_first_fastest_gets_the_star():
    ok(["59.5", "58.2", "1:01", "58.20", "0:58.2"],
       "Lap 1: 0:59.50\nLap 2: 0:58.20 *\nLap 3: 1:01.00\nLap 4: 0:58.20\nLap 5: 0:58.20\n"
       "Fastest: lap 2, 0:58.20\nAverage: 0:59.02\nTotal: 4:55.10\n")


def test_sampled():
    rng = random.Random(42)
    for _ in range(25):
        laps, args = [], []
        for _ in range(rng.randint(1, 12)):
            h = rng.randint(3000, 9000)
            laps.append(h)
            form = rng.randint(0, 3)
            if form == 0:
                args.append(f"{h // 100}.{h % 100:02d}")
            elif form == 1:
                args.append(f"{h // 6000}:{h // 100 % 60:02d}.{h % 100:02d}")
            elif form == 2 and h % 10 == 0:
                args.append(f"{h // 6000}:{h // 100 % 60:02d}.{h // 10 % 10}")
            elif h % 100 == 0:
                args.append(f"{h // 100}")
            else:
                args.append(f"{h // 100}.{h % 100:02d}")
        ok(args, expected(laps))


def test_usage():
    proc = run()
    assert proc.returncode == 2
    assert proc.stderr.strip() == USAGE
    assert proc.stdout == ""


@pytest.mark.parametrize("bad", ["abc", "1:2.45", "1:60", "58.375", "0", "0:00.00", "0.0",
                                 "1:02.455", "1:02.45.3", "1:", "1:0a", "12x", "",
                                 "1:02:03", "5,5"])
def test_not_a_lap_time(bad):
    proc = run("1:02.45", bad, "58.37")
    assert proc.returncode == 1, (bad, proc.returncode, proc.stdout)
    assert proc.stdout == ""
    assert proc.stderr.strip() == f"error: not a lap time: {bad}".strip()


def test_first_bad_one_reported():
    proc = run("58.1", "1:75", "xyz")
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.strip() == "error: not a lap time: 1:75"
