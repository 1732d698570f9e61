"""Keeping an eye on the heating oil tank behind the garage. Volumes in litres."""

CAPACITY = 1200  # litres when the tank is brim full
TANK_HEIGHT_CM = 110  # inside height: the dipstick reads 0 to this
SAFE_FILL = 1080  # never fill above 90% of CAPACITY
RESERVE = 100  # the last 100 litres are sludge, I never want to go below it
MIN_ORDER = 500  # the suppliers won't deliver less than this
VAT = 0.05  # VAT on domestic heating oil
LEAD_DAYS = 14  # a delivery can take up to two weeks to come


def litres_in_tank(depth_cm):
    """Litres in the tank from the dipstick depth in cm, rounded to a whole litre.

    The tank is a box, so the litres go up in proportion to the depth. A depth below 0
    or above TANK_HEIGHT_CM is a ValueError.
    """
    if not 0 <= depth_cm <= TANK_HEIGHT_CM:
        raise ValueError(f"the dipstick can't read {depth_cm} cm")
    return round(CAPACITY * depth_cm / TANK_HEIGHT_CM)


def days_left(litres, per_day):
    """Whole days of heating before the tank is down to RESERVE, using per_day litres a day.

    0 if it's at or below RESERVE already. per_day must be more than 0, else ValueError.
    """
    if per_day <= 0:
        raise ValueError("per_day must be more than 0")
    if litres <= RESERVE:
        return 0
    return int((litres - RESERVE) // per_day)


def order_size(litres):
    """How much to order: enough to bring the tank up to SAFE_FILL, rounded down to a
    multiple of 100 litres. 0 if that comes to less than MIN_ORDER (not worth a delivery).
    """
    room = SAFE_FILL - litres
    amount = int(room // 100) * 100
    return amount if amount >= MIN_ORDER else 0


def delivery_cost(litres, pence_per_litre):
    """What a delivery costs in pounds, VAT included, to 2 decimal places.

    litres and pence_per_litre must both be more than 0, else ValueError.
    """
    if litres <= 0 or pence_per_litre <= 0:
        raise ValueError("litres and price must be more than 0")
    return round(litres * pence_per_litre * (1 + VAT) / 100, 2)


def needs_order(litres, per_day, lead_days=LEAD_DAYS):
    """True if I should order now: fewer than lead_days days of heating are left."""
    return days_left(litres, per_day) < lead_days
