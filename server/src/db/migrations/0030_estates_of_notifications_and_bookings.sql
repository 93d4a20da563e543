-- What a notification or a booking is about, so that a representative whose mandate covers some of the
-- member's estates reads nothing about the others there either (plugins/estate-scope.ts), and so that the
-- member's notices about whom they trust stay theirs. Columns are only added: the release before this one
-- keeps writing rows, which get the defaults (about no estate, no security notice).

-- The member's estates a notification is about: none for one about no estate (a general meeting, the payment
-- plan), several for an order with lines on several. A representative sees it when their mandate covers all.
ALTER TABLE notification ADD COLUMN estate_ids uuid[] NOT NULL DEFAULT '{}';
-- About who may see the member's data (a mandate given, who has read it): the member's alone.
ALTER TABLE notification ADD COLUMN security_notice boolean NOT NULL DEFAULT false;

-- The estate a booking's money comes from: that of the contract whose settlement it pays. Interest, profit
-- share, payouts of the payment plan, withdrawals and fees come from no one estate.
ALTER TABLE booking ADD COLUMN estate_id uuid REFERENCES estate (id);

-- Notifications written before: the member's estates whose designation the title or text names, whose id the
-- link carries (a stand's link carries its estate's too), or on which the order the link opens has lines.
UPDATE notification n SET estate_ids = about.ids
  FROM (SELECT x.id, array_agg(DISTINCT e.id) AS ids
          FROM notification x
          JOIN business b ON b.stakeholder_id = x.stakeholder_id
          JOIN estate e ON e.business_id = b.id
         WHERE strpos(x.title || ' ' || x.body, e.designation) > 0
            OR strpos(x.link, e.id::text) > 0
            OR EXISTS (SELECT 1 FROM service_order o JOIN service_order_line l ON l.order_id = o.id
                        WHERE o.stakeholder_id = x.stakeholder_id AND l.estate_id = e.id
                          AND x.link = '/orderbekraftelse?order=' || o.number)
         GROUP BY x.id) about
 WHERE about.id = n.id;
-- Every notice about a mandate was sent as a security notice.
UPDATE notification SET security_notice = true WHERE category = 'mandates';

-- Bookings written before: the estate of the settlement's contract, or for a booking without a settlement,
-- the member's estate its text names.
UPDATE booking bk SET estate_id = c.estate_id
  FROM settlement s JOIN harvest_contract c ON c.id = s.contract_id
 WHERE s.id = bk.settlement_id;
UPDATE booking bk SET estate_id = e.id
  FROM estate e JOIN business b ON b.id = e.business_id
 WHERE bk.settlement_id IS NULL AND b.stakeholder_id = bk.stakeholder_id AND strpos(bk.text, e.designation) > 0;
