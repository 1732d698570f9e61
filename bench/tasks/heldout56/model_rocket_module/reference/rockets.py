"""Model rocket motors and launch checks for the club."""

import math
import re

G = 9.81
LETTERS = "ABCDEFG"
CLASSES = ["1/4A", "1/2A", *LETTERS]
FIELD_M = {"1/4A": 15, "1/2A": 15, "A": 30, "B": 60, "C": 120, "D": 150,
           "E": 300, "F": 300, "G": 300}
CODE = re.compile(r"(1/4A|1/2A|[A-G])(\d+)-(\d+)")


def parse_motor(code):
    match = CODE.fullmatch(code.strip().upper())
    if not match:
        raise ValueError(f"not a motor code: {code!r}")
    thrust, delay = int(match.group(2)), int(match.group(3))
    if thrust < 1:
        raise ValueError("thrust must be 1 or more")
    return {"class": match.group(1), "thrust": thrust, "delay": delay}


def impulse_range(motor_class):
    key = motor_class.strip().upper()
    if key not in CLASSES:
        raise ValueError(f"no motor class {motor_class!r}")
    high = 2.5 * 2 ** (CLASSES.index(key) - 2)
    return (high / 2, high)


def max_liftoff_mass(code):
    thrust = parse_motor(code)["thrust"]
    return math.floor(thrust / (5 * G) * 1000)


def launch_check(code, mass_g, field_m):
    if mass_g <= 0 or field_m <= 0:
        raise ValueError("mass and field size must be more than 0")
    motor = parse_motor(code)
    problems = []
    heaviest = max_liftoff_mass(code)
    if mass_g > heaviest:
        problems.append(f"too heavy: max {heaviest} g")
    need = FIELD_M[motor["class"]]
    if field_m < need:
        problems.append(f"field too small: need {need} m")
    if motor["delay"] == 0:
        problems.append("booster motor: no ejection charge")
    return problems
