from timesheet import Timesheet

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def sheet_with(hours_per_day):
    sheet = Timesheet("Sam")
    for day, hours in zip(WEEKDAYS, hours_per_day):
        sheet.log(day, hours)
    return sheet


def test_example_from_the_task():
    sheet = sheet_with([9, 9, 9, 9, 9])
    assert sheet.overtime() == 5
    assert sheet.overtime(limit=44) == 1


def test_limit_positional():
    assert sheet_with([9, 9, 9, 9, 9]).overtime(30) == 15


def test_exactly_at_limit_is_zero():
    assert sheet_with([8, 8, 8, 8, 8]).overtime() == 0
    assert sheet_with([9, 9, 9, 9, 9]).overtime(limit=45) == 0


def test_under_limit_is_zero():
    assert sheet_with([4, 4, 4]).overtime() == 0
    assert sheet_with([9, 9, 9, 9, 9]).overtime(limit=50) == 0


def test_empty_week():
    assert Timesheet("Sam").overtime() == 0


def test_counts_the_week_total_not_days():
    sheet = Timesheet("Sam")
    sheet.log("Monday", 12)
    sheet.log("Tuesday", 12)
    sheet.log("Wednesday", 12)
    sheet.log("Wednesday", 6.5)
    assert sheet.overtime() == 2.5
