from decimal import ROUND_HALF_UP, Decimal

PLANS = {}
for _name, _fee, _minutes, _sms, _data in (
    ("basic", "9.99", 100, 50, 1024),
    ("plus", "19.99", 500, 500, 10240),
    ("unlimited", "34.99", None, None, None),
):
    PLANS[_name] = {"fee": Decimal(_fee), "minutes": _minutes, "sms": _sms, "data_mb": _data}

RATES = {"minute": Decimal("0.09"), "sms": Decimal("0.05"), "data_block": Decimal("1.50"),
         "roaming_mb": Decimal("0.02")}
DATA_BLOCK_MB = 100
ROAMING_CAP = Decimal("50")
DISCOUNT_FROM = Decimal("30")
DISCOUNT = Decimal("0.10")
VAT_RATE = Decimal("0.20")
ZERO = Decimal("0")


def _round(amount):
    return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def read_usage(usage):
    found = [usage.get(k, 0) for k in ("minutes", "sms", "data_mb", "roaming_mb")]
    for v in found:
        ok = type(v) == int and v >= 0
        if not ok:
            raise ValueError("usage must be whole numbers >= 0")
    return tuple(found)


def overage(used, free, rate):
    return ZERO if free is None or used <= free else (used - free) * rate


def data_charge(data_mb, free_mb):
    if free_mb is None:
        return ZERO
    extra_mb = data_mb - free_mb
    if extra_mb <= 0:
        return ZERO
    full, part = divmod(extra_mb, DATA_BLOCK_MB)
    return (full + (1 if part else 0)) * RATES["data_block"]


def roaming_charge(roaming_mb):
    charge = roaming_mb * RATES["roaming_mb"]
    if charge > ROAMING_CAP:
        charge = ROAMING_CAP
    return charge


def _discounted(extras):
    if extras <= DISCOUNT_FROM:
        return extras
    return DISCOUNT_FROM + (extras - DISCOUNT_FROM) * (1 - DISCOUNT)


def _plan(plan):
    for name, terms in PLANS.items():
        if plan == name:
            return terms
    raise ValueError("unknown plan: " + str(plan))


def monthly_bill(plan, usage):
    terms = _plan(plan)
    minutes, sms, data_mb, roaming_mb = read_usage(usage)
    extras = ZERO
    extras += overage(minutes, terms["minutes"], RATES["minute"])
    extras += overage(sms, terms["sms"], RATES["sms"])
    extras += data_charge(data_mb, terms["data_mb"])
    extras += roaming_charge(roaming_mb)
    extras = _round(_discounted(extras))
    net = terms["fee"] + extras
    vat = _round(net * VAT_RATE)
    return {"fee": terms["fee"], "extras": extras, "vat": vat, "total": net + vat}
