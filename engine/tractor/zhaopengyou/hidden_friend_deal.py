"""A whole deal of 找朋友, the example of ruling zhaopengyou.friend.points_before_reveal: the friend
(seat 4, who plays the third ♠3 called) wins 25 points before showing in the seventeenth trick, and
whose those points are decides the deal: 115 by the final teams (the banker's side holds), 140 by the
teams as known then (the attackers overtake). Dealt by the simulator, seed 25
(``engine.tractor.simulate.random_record("zhaopengyou", 25, {})``)."""

HIDDEN_FRIEND_DEAL = {
    "seed": 25,
    "hands": {
        "0": "D5 H6 C4 SA D6 DA S2 H7 C9 H3 C5 H2 HQ C8 SQ RJ C7 D3 S10 D4 S6 DA C6 S10 H2 CJ D3 C10 H8 DQ S8",
        "1": "C10 DQ DJ C9 BJ CA CK HK D6 H5 RJ H7 C4 D3 CJ H3 D2 D8 D8 S3 H9 H10 C6 D4 S3 D10 C8 SK D5 C3 C3",
        "2": "D6 S7 H4 S5 D9 D7 CA HJ H3 SA CJ C9 S8 C6 D10 H10 C7 H8 HQ C5 SK H4 H5 D9 D7 H8 HA S7 S9 H9 S4",
        "3": "S6 CK HA BJ S8 H10 CQ RJ S9 S4 S9 C5 SQ D8 SJ DJ S3 S5 H6 S4 DA D7 C4 H9 DK SJ HJ H4 S7 S6 D2",
        "4": "H5 C3 D10 H6 DQ HJ H7 SJ D4 DJ CQ BJ C10 HA C2 C2 SA CA CK C8 D9 C2 HQ DK D2 C7 HK S2 CQ DK S10"
    },
    "kitty": "SK SQ H2 HK S2 S5 D5",
    "levels": ["A", "5", "8", "2", "2"],
    "first_dealer": 0,
    "bids": [{"seat": 0, "cards": "SA"}],
    "bury": "C10 S10 SK HK S10 D5 S5",
    "call": {"card": "S3", "nth": 3},
    "tricks": [
        [
            {"seat": 0, "cards": "DA DA"},
            {"seat": 1, "cards": "S3 S3"},
            {"seat": 2, "cards": "S7 S7"},
            {"seat": 3, "cards": "S4 S4"},
            {"seat": 4, "cards": "CA SJ"}
        ],
        [
            {"seat": 0, "cards": "D6"},
            {"seat": 1, "cards": "D10"},
            {"seat": 2, "cards": "D9"},
            {"seat": 3, "cards": "D8"},
            {"seat": 4, "cards": "DJ"}
        ],
        [
            {"seat": 4, "cards": "S10"},
            {"seat": 0, "cards": "S2"},
            {"seat": 1, "cards": "BJ"},
            {"seat": 2, "cards": "HA"},
            {"seat": 3, "cards": "BJ"}
        ],
        [
            {"seat": 1, "cards": "C3 C3"},
            {"seat": 2, "cards": "C9 C5"},
            {"seat": 3, "cards": "C5 C4"},
            {"seat": 4, "cards": "C2 C2"},
            {"seat": 0, "cards": "CJ C8"}
        ],
        [
            {"seat": 1, "cards": "D3", "attempt": "DQ DJ D8 D8 D5 D4 D3"},
            {"seat": 2, "cards": "D10"},
            {"seat": 3, "cards": "DJ"},
            {"seat": 4, "cards": "D4"},
            {"seat": 0, "cards": "DQ"}
        ],
        [
            {"seat": 0, "cards": "D5"},
            {"seat": 1, "cards": "DJ"},
            {"seat": 2, "cards": "D7"},
            {"seat": 3, "cards": "D2"},
            {"seat": 4, "cards": "D2"}
        ],
        [
            {"seat": 1, "cards": "H7"},
            {"seat": 2, "cards": "H9"},
            {"seat": 3, "cards": "H6"},
            {"seat": 4, "cards": "H5"},
            {"seat": 0, "cards": "H8"}
        ],
        [
            {"seat": 2, "cards": "H8 H8"},
            {"seat": 3, "cards": "HJ H10"},
            {"seat": 4, "cards": "H7 H6"},
            {"seat": 0, "cards": "H2 H2"},
            {"seat": 1, "cards": "HK H10"}
        ],
        [
            {"seat": 2, "cards": "D6", "attempt": "D9 D6"},
            {"seat": 3, "cards": "D7"},
            {"seat": 4, "cards": "D9"},
            {"seat": 0, "cards": "D3"},
            {"seat": 1, "cards": "DQ"}
        ],
        [
            {"seat": 1, "cards": "C8"},
            {"seat": 2, "cards": "C6"},
            {"seat": 3, "cards": "CK"},
            {"seat": 4, "cards": "CQ"},
            {"seat": 0, "cards": "C4"}
        ],
        [
            {"seat": 3, "cards": "DA"},
            {"seat": 4, "cards": "BJ"},
            {"seat": 0, "cards": "SQ"},
            {"seat": 1, "cards": "SK"},
            {"seat": 2, "cards": "S5"}
        ],
        [
            {"seat": 4, "cards": "DQ"},
            {"seat": 0, "cards": "D4"},
            {"seat": 1, "cards": "D4"},
            {"seat": 2, "cards": "D9"},
            {"seat": 3, "cards": "DK"}
        ],
        [
            {"seat": 3, "cards": "SJ SJ"},
            {"seat": 4, "cards": "SA S2"},
            {"seat": 0, "cards": "S6 S2"},
            {"seat": 1, "cards": "RJ CA"},
            {"seat": 2, "cards": "SA CA"}
        ],
        [
            {"seat": 3, "cards": "S7"},
            {"seat": 4, "cards": "HA"},
            {"seat": 0, "cards": "S8"},
            {"seat": 1, "cards": "H3"},
            {"seat": 2, "cards": "S8"}
        ],
        [
            {"seat": 4, "cards": "C7"},
            {"seat": 0, "cards": "C5"},
            {"seat": 1, "cards": "C9"},
            {"seat": 2, "cards": "CJ"},
            {"seat": 3, "cards": "CQ"}
        ],
        [
            {"seat": 3, "cards": "S5", "attempt": "HA SQ S9 S9 S5"},
            {"seat": 4, "cards": "C8"},
            {"seat": 0, "cards": "SA"},
            {"seat": 1, "cards": "D5"},
            {"seat": 2, "cards": "S9"}
        ],
        [
            {"seat": 0, "cards": "D3"},
            {"seat": 1, "cards": "D6"},
            {"seat": 2, "cards": "D7"},
            {"seat": 3, "cards": "S3"},
            {"seat": 4, "cards": "D10"}
        ],
        [
            {"seat": 3, "cards": "H4"},
            {"seat": 4, "cards": "HQ"},
            {"seat": 0, "cards": "HQ"},
            {"seat": 1, "cards": "H9"},
            {"seat": 2, "cards": "H3"}
        ],
        [
            {"seat": 4, "cards": "DK DK"},
            {"seat": 0, "cards": "RJ H6"},
            {"seat": 1, "cards": "D8 D8"},
            {"seat": 2, "cards": "S4 H4"},
            {"seat": 3, "cards": "S6 H9"}
        ],
        [
            {"seat": 4, "cards": "CK"},
            {"seat": 0, "cards": "C7"},
            {"seat": 1, "cards": "CK"},
            {"seat": 2, "cards": "C7"},
            {"seat": 3, "cards": "S8"}
        ],
        [
            {"seat": 3, "cards": "SQ", "attempt": "HA SQ S9 S9"},
            {"seat": 4, "cards": "HJ"},
            {"seat": 0, "cards": "SQ"},
            {"seat": 1, "cards": "C6"},
            {"seat": 2, "cards": "SK"}
        ],
        [
            {"seat": 2, "cards": "HQ"},
            {"seat": 3, "cards": "S9"},
            {"seat": 4, "cards": "HK"},
            {"seat": 0, "cards": "H3"},
            {"seat": 1, "cards": "H5"}
        ],
        [
            {"seat": 3, "cards": "RJ HA S9 S6"},
            {"seat": 4, "cards": "CQ C10 C3 C2"},
            {"seat": 0, "cards": "H7 H2 C9 C6"},
            {"seat": 1, "cards": "CJ C10 C4 D2"},
            {"seat": 2, "cards": "HJ H10 H5 H4"}
        ]
    ],
}
