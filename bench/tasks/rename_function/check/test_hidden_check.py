import math

import report
import shapes


def test_renamed():
    assert not hasattr(shapes, "area")
    assert shapes.circle_area(2) == math.pi * 4


def test_report_still_works():
    assert report.describe(1) == "circle r=1: area 3.14"
    assert report.describe(2) == "circle r=2: area 12.57"
