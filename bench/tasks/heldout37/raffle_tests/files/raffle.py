"""The raffle at our school summer fair.

Tickets are numbered from 1 in the order they're sold. They cost TICKET_PRICE
each, or STRIP_PRICE for a strip of STRIP_SIZE. Once the draw has started no
more tickets can be sold. Prizes are drawn in the order they're listed (the
first ticket out of the hat wins the first prize), and nobody wins twice: if a
ticket comes out whose buyer has already won, it's put aside and the same prize
is drawn again.
"""

TICKET_PRICE = 1.00
STRIP_PRICE = 4.00
STRIP_SIZE = 5


class RaffleError(Exception):
    """Something that can't be done at this point of the raffle."""


class Raffle:
    def __init__(self, name, prizes):
        """name: what the raffle is called; prizes: the prize names, first prize first.

        A blank name or no prizes is a ValueError.
        """
        if not name.strip():
            raise ValueError("the raffle needs a name")
        if not prizes:
            raise ValueError("a raffle needs at least one prize")
        self.name = name.strip()
        self.prizes = list(prizes)
        self.buyers = {}  # ticket number -> buyer
        self.takings = 0.0
        self.drawn = []  # ticket numbers drawn so far, in order, winners or not
        self.winners = []  # (prize, ticket, buyer) in the order they were won

    def price(self, tickets):
        """What that many tickets cost: as many strips as possible, the rest singly."""
        strips, singles = divmod(tickets, STRIP_SIZE)
        return round(strips * STRIP_PRICE + singles * TICKET_PRICE, 2)

    def sell(self, buyer, tickets):
        """Sell tickets to buyer; returns the ticket numbers they got.

        tickets has to be a whole number, 1 or more, and the buyer's name can't
        be blank (ValueError); selling after the draw has started is a
        RaffleError.
        """
        if self.drawn:
            raise RaffleError("the draw has started")
        if not isinstance(tickets, int) or isinstance(tickets, bool) or tickets < 1:
            raise ValueError(f"can't sell {tickets!r} tickets")
        buyer = buyer.strip()
        if not buyer:
            raise ValueError("who's buying?")
        first = len(self.buyers) + 1
        numbers = list(range(first, first + tickets))
        for number in numbers:
            self.buyers[number] = buyer
        self.takings = round(self.takings + self.price(tickets), 2)
        return numbers

    def tickets_of(self, buyer):
        """The ticket numbers one buyer has, in order (capitals don't matter)."""
        wanted = buyer.strip().lower()
        return [n for n, name in self.buyers.items() if name.lower() == wanted]

    def draw(self, ticket):
        """The ticket that came out of the hat.

        Returns (prize, buyer) for a win, or None if the buyer has already won
        (the prize stays for the next ticket). A ticket that wasn't sold or was
        already drawn is a ValueError; drawing when every prize has gone, or
        before any ticket is sold, is a RaffleError.
        """
        if not self.buyers:
            raise RaffleError("no tickets sold")
        if len(self.winners) == len(self.prizes):
            raise RaffleError("all the prizes have gone")
        if ticket not in self.buyers:
            raise ValueError(f"ticket {ticket} wasn't sold")
        if ticket in self.drawn:
            raise ValueError(f"ticket {ticket} has already been drawn")
        self.drawn.append(ticket)
        buyer = self.buyers[ticket]
        if any(winner.lower() == buyer.lower() for _, _, winner in self.winners):
            return None
        prize = self.prizes[len(self.winners)]
        self.winners.append((prize, ticket, buyer))
        return prize, buyer

    def summary(self):
        """One line, e.g. "Summer Fair raffle: 23 tickets, £19.00, 2 of 3 prizes drawn"."""
        return (f"{self.name} raffle: {len(self.buyers)} tickets, £{self.takings:.2f}, "
                f"{len(self.winners)} of {len(self.prizes)} prizes drawn")
