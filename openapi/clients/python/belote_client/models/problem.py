from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        code (str): Stable machine-readable error code: a rule (must_follow_suit, must_overtrump, must_trump,
            not_your_turn, wrong_phase, card_not_in_hand, suit_not_allowed, dealer_must_take, game_over), or
            validation_error, malformed_json, unauthorized, not_your_seat, not_found, stale_version, precondition_failed,
            seat_taken, game_started, … Example: must_follow_suit.
        detail (str):  Example: 7S breaks must_follow_suit: legal cards are 8H, KH.
        status (int):  Example: 409.
        title (str):  Example: Conflict.
        type_ (str):  Example: https://belote.dev/problems/must_follow_suit.
        errors (ProblemErrors | Unset): For validation errors: messages by location and field.
        legal (list[str] | Unset): For a refused card: the cards that were legal.
    """

    code: str
    detail: str
    status: int
    title: str
    type_: str
    errors: ProblemErrors | Unset = UNSET
    legal: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        legal: list[str] | Unset = UNSET
        if not isinstance(self.legal, Unset):
            legal = self.legal

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors
        if legal is not UNSET:
            field_dict["legal"] = legal

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        legal = cast(list[str], d.pop("legal", UNSET))

        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            errors=errors,
            legal=legal,
        )

        problem.additional_properties = d
        return problem

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
