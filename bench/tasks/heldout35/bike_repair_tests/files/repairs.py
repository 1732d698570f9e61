"""Job tickets for my bike repair workshop.

A job goes booked -> in_progress -> ready -> collected, one step at a
time. Money is in pounds.
"""

import math

LABOUR_PER_HOUR = 48.0
LABOUR_BLOCK_MIN = 15  # labour is charged in started 15-minute blocks
MEMBER_LABOUR_DISCOUNT = 0.10  # club members get 10% off labour (not parts)
MAX_QTY = 10
STEPS = ["booked", "in_progress", "ready", "collected"]


class JobError(Exception):
    """Something that can't be done to the job at the stage it's at."""


class RepairJob:
    """One bike in for repair."""

    def __init__(self, customer, bike, member=False):
        customer, bike = customer.strip(), bike.strip()
        if not customer or not bike:
            raise ValueError("need a customer name and a bike")
        self.customer = customer
        self.bike = bike
        self.member = member
        self.status = "booked"
        self.parts = []  # (name, unit price, quantity)
        self.minutes = 0

    def advance(self):
        """Move the job on one step and return the new status; JobError once collected."""
        i = STEPS.index(self.status)
        if i == len(STEPS) - 1:
            raise JobError("already collected")
        self.status = STEPS[i + 1]
        return self.status

    def add_part(self, name, price, qty=1):
        """Fit a part. Only while the job is in progress (else JobError).

        price must be more than 0 and qty a whole number 1 to MAX_QTY, else
        ValueError. The same part again (any capitals) adds to its quantity.
        """
        if self.status != "in_progress":
            raise JobError("parts only go on while the job is in progress")
        if price <= 0:
            raise ValueError("price must be more than 0")
        if not isinstance(qty, int) or isinstance(qty, bool) or not 1 <= qty <= MAX_QTY:
            raise ValueError(f"quantity must be 1 to {MAX_QTY}")
        for i, (old, old_price, old_qty) in enumerate(self.parts):
            if old.lower() == name.strip().lower():
                self.parts[i] = (old, old_price, old_qty + qty)
                return
        self.parts.append((name.strip(), price, qty))

    def log_time(self, minutes):
        """Add workshop time. Only while in progress (JobError); minutes > 0 (ValueError)."""
        if self.status != "in_progress":
            raise JobError("time only goes on while the job is in progress")
        if minutes <= 0:
            raise ValueError("minutes must be more than 0")
        self.minutes += minutes

    def labour(self):
        """Labour charge: started 15-minute blocks at LABOUR_PER_HOUR, less the
        member discount, to 2 decimal places."""
        blocks = math.ceil(self.minutes / LABOUR_BLOCK_MIN)
        charge = blocks * LABOUR_BLOCK_MIN / 60 * LABOUR_PER_HOUR
        if self.member:
            charge *= 1 - MEMBER_LABOUR_DISCOUNT
        return round(charge, 2)

    def parts_total(self):
        return round(sum(price * qty for _, price, qty in self.parts), 2)

    def total(self):
        return round(self.labour() + self.parts_total(), 2)

    def ticket(self):
        """The slip that goes on the handlebars, e.g.
        "Sam Lee - Raleigh tourer [ready] parts 24.48 + labour 36.00 = 60.48"."""
        return (f"{self.customer} - {self.bike} [{self.status}] parts {self.parts_total():.2f}"
                f" + labour {self.labour():.2f} = {self.total():.2f}")
