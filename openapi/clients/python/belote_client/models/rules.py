from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.rules_belote_on_failed_contract import RulesBeloteOnFailedContract, check_rules_belote_on_failed_contract
from ..models.rules_capot_points import RulesCapotPoints, check_rules_capot_points
from ..models.rules_coinche_packets import RulesCoinchePackets, check_rules_coinche_packets
from ..models.rules_direction import RulesDirection, check_rules_direction
from ..models.rules_first_packet import RulesFirstPacket, check_rules_first_packet
from ..models.rules_mode import RulesMode, check_rules_mode
from ..models.rules_no_taker import RulesNoTaker, check_rules_no_taker
from ..models.rules_surcoinche_multiplier import RulesSurcoincheMultiplier, check_rules_surcoinche_multiplier
from ..models.rules_undertrump import RulesUndertrump, check_rules_undertrump
from ..types import UNSET, Unset

T = TypeVar("T", bound="Rules")


@_attrs_define
class Rules:
    """
    Attributes:
        announcements (bool | Unset): Table option `announcements` (docs/rules.md): default False; a value not allowed
            is 422 `invalid_rule_option`.
        belote_counts_for_contract (bool | Unset): Table option `belote_counts_for_contract` (docs/rules.md): only in
            mode `classic` (422 `rule_option_not_in_mode` otherwise), default True; a value not allowed is 422
            `invalid_rule_option`.
        belote_on_failed_contract (RulesBeloteOnFailedContract | Unset): Table option `belote_on_failed_contract`
            (docs/rules.md): default 'holder_keeps'; a value not allowed is 422 `invalid_rule_option`.
        capot_points (RulesCapotPoints | Unset): Table option `capot_points` (docs/rules.md): default 252; a value not
            allowed is 422 `invalid_rule_option`.
        coinche_packets (RulesCoinchePackets | Unset): Table option `coinche_packets` (docs/rules.md): only in mode
            `coinche` (422 `rule_option_not_in_mode` otherwise), default '3-2-3'; a value not allowed is 422
            `invalid_rule_option`.
        direction (RulesDirection | Unset): Table option `direction` (docs/rules.md): default 'counterclockwise'; a
            value not allowed is 422 `invalid_rule_option`.
        first_packet (RulesFirstPacket | Unset): Table option `first_packet` (docs/rules.md): only in mode `classic`
            (422 `rule_option_not_in_mode` otherwise), default 3; a value not allowed is 422 `invalid_rule_option`.
        mode (RulesMode | Unset): Table option `mode` (docs/rules.md): default 'classic'; a value not allowed is 422
            `invalid_rule_option`.
        moderne (bool | Unset): Table option `moderne` (docs/rules.md): default False; a value not allowed is 422
            `invalid_rule_option`.
        no_taker (RulesNoTaker | Unset): Table option `no_taker` (docs/rules.md): only in mode `classic` (422
            `rule_option_not_in_mode` otherwise), default 'redeal'; a value not allowed is 422 `invalid_rule_option`.
        overtrump_partner (bool | Unset): Table option `overtrump_partner` (docs/rules.md): default True; a value not
            allowed is 422 `invalid_rule_option`.
        surcoinche_multiplier (RulesSurcoincheMultiplier | Unset): Table option `surcoinche_multiplier` (docs/rules.md):
            only in mode `coinche` (422 `rule_option_not_in_mode` otherwise), default 4; a value not allowed is 422
            `invalid_rule_option`.
        target (int | Unset): Table option `target` (docs/rules.md): default 501 in `classic`, default 2000 in
            `coinche`; a value not allowed is 422 `invalid_rule_option`.
        undertrump (RulesUndertrump | Unset): Table option `undertrump` (docs/rules.md): default 'required' in
            `classic`, default 'optional' in `coinche`; a value not allowed is 422 `invalid_rule_option`.
    """

    announcements: bool | Unset = UNSET
    belote_counts_for_contract: bool | Unset = UNSET
    belote_on_failed_contract: RulesBeloteOnFailedContract | Unset = UNSET
    capot_points: RulesCapotPoints | Unset = UNSET
    coinche_packets: RulesCoinchePackets | Unset = UNSET
    direction: RulesDirection | Unset = UNSET
    first_packet: RulesFirstPacket | Unset = UNSET
    mode: RulesMode | Unset = UNSET
    moderne: bool | Unset = UNSET
    no_taker: RulesNoTaker | Unset = UNSET
    overtrump_partner: bool | Unset = UNSET
    surcoinche_multiplier: RulesSurcoincheMultiplier | Unset = UNSET
    target: int | Unset = UNSET
    undertrump: RulesUndertrump | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        announcements = self.announcements

        belote_counts_for_contract = self.belote_counts_for_contract

        belote_on_failed_contract: str | Unset = UNSET
        if not isinstance(self.belote_on_failed_contract, Unset):
            belote_on_failed_contract = self.belote_on_failed_contract

        capot_points: int | Unset = UNSET
        if not isinstance(self.capot_points, Unset):
            capot_points = self.capot_points

        coinche_packets: str | Unset = UNSET
        if not isinstance(self.coinche_packets, Unset):
            coinche_packets = self.coinche_packets

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction

        first_packet: int | Unset = UNSET
        if not isinstance(self.first_packet, Unset):
            first_packet = self.first_packet

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode

        moderne = self.moderne

        no_taker: str | Unset = UNSET
        if not isinstance(self.no_taker, Unset):
            no_taker = self.no_taker

        overtrump_partner = self.overtrump_partner

        surcoinche_multiplier: int | Unset = UNSET
        if not isinstance(self.surcoinche_multiplier, Unset):
            surcoinche_multiplier = self.surcoinche_multiplier

        target = self.target

        undertrump: str | Unset = UNSET
        if not isinstance(self.undertrump, Unset):
            undertrump = self.undertrump

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if announcements is not UNSET:
            field_dict["announcements"] = announcements
        if belote_counts_for_contract is not UNSET:
            field_dict["belote_counts_for_contract"] = belote_counts_for_contract
        if belote_on_failed_contract is not UNSET:
            field_dict["belote_on_failed_contract"] = belote_on_failed_contract
        if capot_points is not UNSET:
            field_dict["capot_points"] = capot_points
        if coinche_packets is not UNSET:
            field_dict["coinche_packets"] = coinche_packets
        if direction is not UNSET:
            field_dict["direction"] = direction
        if first_packet is not UNSET:
            field_dict["first_packet"] = first_packet
        if mode is not UNSET:
            field_dict["mode"] = mode
        if moderne is not UNSET:
            field_dict["moderne"] = moderne
        if no_taker is not UNSET:
            field_dict["no_taker"] = no_taker
        if overtrump_partner is not UNSET:
            field_dict["overtrump_partner"] = overtrump_partner
        if surcoinche_multiplier is not UNSET:
            field_dict["surcoinche_multiplier"] = surcoinche_multiplier
        if target is not UNSET:
            field_dict["target"] = target
        if undertrump is not UNSET:
            field_dict["undertrump"] = undertrump

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        announcements = d.pop("announcements", UNSET)

        belote_counts_for_contract = d.pop("belote_counts_for_contract", UNSET)

        _belote_on_failed_contract = d.pop("belote_on_failed_contract", UNSET)
        belote_on_failed_contract: RulesBeloteOnFailedContract | Unset
        if isinstance(_belote_on_failed_contract, Unset):
            belote_on_failed_contract = UNSET
        else:
            belote_on_failed_contract = check_rules_belote_on_failed_contract(_belote_on_failed_contract)

        _capot_points = d.pop("capot_points", UNSET)
        capot_points: RulesCapotPoints | Unset
        if isinstance(_capot_points, Unset):
            capot_points = UNSET
        else:
            capot_points = check_rules_capot_points(_capot_points)

        _coinche_packets = d.pop("coinche_packets", UNSET)
        coinche_packets: RulesCoinchePackets | Unset
        if isinstance(_coinche_packets, Unset):
            coinche_packets = UNSET
        else:
            coinche_packets = check_rules_coinche_packets(_coinche_packets)

        _direction = d.pop("direction", UNSET)
        direction: RulesDirection | Unset
        if isinstance(_direction, Unset):
            direction = UNSET
        else:
            direction = check_rules_direction(_direction)

        _first_packet = d.pop("first_packet", UNSET)
        first_packet: RulesFirstPacket | Unset
        if isinstance(_first_packet, Unset):
            first_packet = UNSET
        else:
            first_packet = check_rules_first_packet(_first_packet)

        _mode = d.pop("mode", UNSET)
        mode: RulesMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = check_rules_mode(_mode)

        moderne = d.pop("moderne", UNSET)

        _no_taker = d.pop("no_taker", UNSET)
        no_taker: RulesNoTaker | Unset
        if isinstance(_no_taker, Unset):
            no_taker = UNSET
        else:
            no_taker = check_rules_no_taker(_no_taker)

        overtrump_partner = d.pop("overtrump_partner", UNSET)

        _surcoinche_multiplier = d.pop("surcoinche_multiplier", UNSET)
        surcoinche_multiplier: RulesSurcoincheMultiplier | Unset
        if isinstance(_surcoinche_multiplier, Unset):
            surcoinche_multiplier = UNSET
        else:
            surcoinche_multiplier = check_rules_surcoinche_multiplier(_surcoinche_multiplier)

        target = d.pop("target", UNSET)

        _undertrump = d.pop("undertrump", UNSET)
        undertrump: RulesUndertrump | Unset
        if isinstance(_undertrump, Unset):
            undertrump = UNSET
        else:
            undertrump = check_rules_undertrump(_undertrump)

        rules = cls(
            announcements=announcements,
            belote_counts_for_contract=belote_counts_for_contract,
            belote_on_failed_contract=belote_on_failed_contract,
            capot_points=capot_points,
            coinche_packets=coinche_packets,
            direction=direction,
            first_packet=first_packet,
            mode=mode,
            moderne=moderne,
            no_taker=no_taker,
            overtrump_partner=overtrump_partner,
            surcoinche_multiplier=surcoinche_multiplier,
            target=target,
            undertrump=undertrump,
        )

        return rules
