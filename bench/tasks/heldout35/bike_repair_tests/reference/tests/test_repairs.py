import pytest

from repairs import JobError, RepairJob


def job_in_progress(member=False):
    job = RepairJob("Sam Lee", "Raleigh tourer", member=member)
    job.advance()
    return job


def test_new_job():
    job = RepairJob("  Sam Lee ", " Raleigh tourer")
    assert job.customer == "Sam Lee"
    assert job.bike == "Raleigh tourer"
    assert job.status == "booked"
    assert job.parts == []
    assert job.minutes == 0
    assert job.total() == 0


@pytest.mark.parametrize("names", [("", "Brompton"), ("  ", "Brompton"), ("Ana", ""),
                                   ("Ana", "   ")])
def test_new_job_needs_names(names):
    with pytest.raises(ValueError):
        RepairJob(*names)


def test_advance_steps():
    job = RepairJob("Ana", "Brompton")
    assert job.advance() == "in_progress"
    assert job.advance() == "ready"
    assert job.advance() == "collected"
    assert job.status == "collected"
    with pytest.raises(JobError):
        job.advance()


@pytest.mark.parametrize("steps", [0, 2, 3])
def test_parts_and_time_only_in_progress(steps):
    job = RepairJob("Ana", "Brompton")
    for _ in range(steps):
        job.advance()
    with pytest.raises(JobError):
        job.add_part("Chain", 20.0)
    with pytest.raises(JobError):
        job.log_time(30)


def test_add_part():
    job = job_in_progress()
    job.add_part("Inner tube", 6.99, 2)
    job.add_part(" brake pads ", 10.50)
    assert job.parts == [("Inner tube", 6.99, 2), ("brake pads", 10.50, 1)]
    assert job.parts_total() == 24.48
    job.add_part("INNER TUBE", 6.99, 3)
    assert job.parts == [("Inner tube", 6.99, 5), ("brake pads", 10.50, 1)]
    assert job.parts_total() == 45.45
    job.add_part("Cable", 3.0, 10)
    assert job.parts[-1] == ("Cable", 3.0, 10)


@pytest.mark.parametrize("price, qty", [(0, 1), (-5, 1), (5, 0), (5, 11), (5, 1.5), (5, 2.0),
                                        (5, -1)])
def test_add_part_bad(price, qty):
    job = job_in_progress()
    with pytest.raises(ValueError):
        job.add_part("Chain", price, qty)
    assert job.parts == []


def test_log_time_and_labour():
    job = job_in_progress()
    job.log_time(40)
    assert job.minutes == 40
    assert job.labour() == 36.0
    job.log_time(5)
    assert job.labour() == 36.0
    job.log_time(1)
    assert job.labour() == 48.0
    for bad in [0, -10]:
        with pytest.raises(ValueError):
            job.log_time(bad)
    assert job.minutes == 46


@pytest.mark.parametrize("minutes, charge", [(1, 12.0), (15, 12.0), (16, 24.0), (20, 24.0),
                                             (60, 48.0), (61, 60.0), (100, 84.0)])
def test_labour_blocks(minutes, charge):
    job = job_in_progress()
    job.log_time(minutes)
    assert job.labour() == charge


def test_member_discount_on_labour_only():
    job = job_in_progress(member=True)
    job.log_time(31)
    job.add_part("Chain", 20.0)
    assert job.labour() == 32.4
    assert job.parts_total() == 20.0
    assert job.total() == 52.4


def test_total_and_ticket():
    job = job_in_progress()
    job.add_part("Inner tube", 6.99, 2)
    job.add_part("brake pads", 10.50)
    job.log_time(40)
    job.advance()
    assert job.total() == 60.48
    assert job.ticket() == (
        "Sam Lee - Raleigh tourer [ready] parts 24.48 + labour 36.00 = 60.48")
    job2 = job_in_progress()
    job2.add_part("Tyre", 25.0)
    assert job2.ticket() == (
        "Sam Lee - Raleigh tourer [in_progress] parts 25.00 + labour 0.00 = 25.00")
