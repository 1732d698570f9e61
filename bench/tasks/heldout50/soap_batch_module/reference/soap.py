"""Cold-process soap batch sums."""

import math

SAP = {"olive": 0.135, "coconut": 0.183, "palm": 0.142, "shea butter": 0.128,
       "castor": 0.128, "sunflower": 0.134, "cocoa butter": 0.137}
HARD = {"coconut", "palm", "shea butter", "cocoa butter"}


def _clean(oils):
    if not oils:
        raise ValueError("no oils")
    out = {}
    for name, grams in oils.items():
        key = name.strip().lower()
        if key not in SAP:
            raise ValueError(f"unknown oil: {name!r}")
        if grams <= 0:
            raise ValueError("grams must be more than 0")
        out[key] = out.get(key, 0) + grams
    return out


def lye_grams(oils, superfat=5):
    if not 0 <= superfat <= 20:
        raise ValueError("superfat must be 0 to 20")
    clean = _clean(oils)
    return round(sum(g * SAP[k] for k, g in clean.items()) * (1 - superfat / 100), 1)


def water_grams(lye, concentration=33):
    if lye <= 0:
        raise ValueError("lye must be more than 0")
    if not 25 <= concentration <= 40:
        raise ValueError("concentration must be 25 to 40")
    return round(lye * (100 - concentration) / concentration, 1)


def hard_oil_percent(oils):
    clean = _clean(oils)
    total = sum(clean.values())
    hard = sum(g for k, g in clean.items() if k in HARD)
    return round(100 * hard / total)


def recipe(oils, superfat=5, concentration=33, bar_grams=110):
    if bar_grams <= 0:
        raise ValueError("bar_grams must be more than 0")
    total_oil = sum(_clean(oils).values())
    lye = lye_grams(oils, superfat)
    water = water_grams(lye, concentration)
    batch = round(total_oil + lye + water, 1)
    return {"oils": total_oil, "lye": lye, "water": water, "batch": batch,
            "bars": math.floor(batch / bar_grams)}
