"""Monthly bill calculation, table driven."""
import math
from decimal import Decimal, ROUND_HALF_UP

PLANS = {
    "basic": {"fee": Decimal("9.99"), "minutes": 100, "sms": 50, "data_mb": 1024},
    "plus": {"fee": Decimal("19.99"), "minutes": 500, "sms": 500, "data_mb": 10240},
    "unlimited": {"fee": Decimal("34.99"), "minutes": None, "sms": None, "data_mb": None},
}

RATES = {
    "minute": Decimal("0.09"),
    "sms": Decimal("0.05"),
    "data_block": Decimal("1.50"),
    "roaming_mb": Decimal("0.02"),
}

DATA_BLOCK_MB = 100
ROAMING_CAP = Decimal("50")
DISCOUNT_FROM = Decimal("30")
DISCOUNT = Decimal("0.10")
VAT_RATE = Decimal("0.20")


class _Unknown(Exception):
    pass


def read_usage(usage):
    minutes = usage.get("minutes", 0)
    sms = usage.get("sms", 0)
    data_mb = usage.get("data_mb", 0)
    roaming_mb = usage.get("roaming_mb", 0)
    for value in (minutes, sms, data_mb, roaming_mb):
        if type(value) is not int:
            raise ValueError("usage must be whole numbers >= 0")
        if value < 0:
            raise ValueError("usage must be whole numbers >= 0")
    return minutes, sms, data_mb, roaming_mb


def overage(used, free, rate):
    if free is None:
        return Decimal("0")
    return max(used - free, 0) * rate if used > free else Decimal("0")


def data_charge(data_mb, free_mb):
    if free_mb is None or data_mb <= free_mb:
        return Decimal("0")
    return math.ceil((data_mb - free_mb) / DATA_BLOCK_MB) * RATES["data_block"] \
        if (data_mb - free_mb) < 2 ** 50 else \
        ((data_mb - free_mb + DATA_BLOCK_MB - 1) // DATA_BLOCK_MB) * RATES["data_block"]


def roaming_charge(roaming_mb):
    return min(ROAMING_CAP, roaming_mb * RATES["roaming_mb"])


def monthly_bill(plan, usage):
    try:
        if not isinstance(plan, str):
            raise _Unknown
        terms = PLANS[plan]
    except (KeyError, _Unknown):
        raise ValueError("unknown plan: " + str(plan)) from None
    minutes, sms, data_mb, roaming_mb = read_usage(usage)
    extras = sum(
        (
            overage(minutes, terms["minutes"], RATES["minute"]),
            overage(sms, terms["sms"], RATES["sms"]),
            data_charge(data_mb, terms["data_mb"]),
            roaming_charge(roaming_mb),
        ),
        Decimal("0"),
    )
    if extras > DISCOUNT_FROM:
        extras = DISCOUNT_FROM + (extras - DISCOUNT_FROM) * (Decimal(1) - DISCOUNT)
    cent = Decimal("0.01")
    extras = extras.quantize(cent, ROUND_HALF_UP)
    fee = terms["fee"]
    vat = ((fee + extras) * VAT_RATE).quantize(cent, ROUND_HALF_UP)
    return {"fee": fee, "extras": extras, "vat": vat, "total": fee + extras + vat}
