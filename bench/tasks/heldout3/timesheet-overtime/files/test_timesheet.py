from timesheet import Timesheet


def test_log_adds_up():
    sheet = Timesheet("Rosa")
    sheet.log("Monday", 4)
    sheet.log("Monday", 3.5)
    sheet.log("Tuesday", 8)
    assert sheet.hours_on("Monday") == 7.5
    assert sheet.hours_on("Friday") == 0
    assert sheet.total_hours() == 15.5
