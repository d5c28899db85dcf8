from typing import Literal

AnnouncementOutName = Literal["carre", "cent", "cinquante", "tierce"]

ANNOUNCEMENT_OUT_NAME_VALUES: set[AnnouncementOutName] = {
    "carre",
    "cent",
    "cinquante",
    "tierce",
}


def check_announcement_out_name(value: str) -> AnnouncementOutName:
    if value in ANNOUNCEMENT_OUT_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ANNOUNCEMENT_OUT_NAME_VALUES!r}")
