import { Migration } from '@mikro-orm/migrations';
import { legacyPlaceholders } from '@eventdesk/contracts';

/**
 * Issue 15 item 9, the contact details left over from Migration20261128090000: earlier seeds stored a dummy phone
 * and WhatsApp number that reached visitors (footer, chat button). The dummy phone leaves the list (other phones
 * stay, in their order) and a WhatsApp number still equal to the dummy becomes unset (empty); anything staff
 * changed is left alone.
 */
export class Migration20261203090000 extends Migration {
  override async up(): Promise<void> {
    const knex = this.getKnex();
    this.addSql(
      knex.raw(
        `update "registration"."event_settings"
          set "data" = jsonb_set("data", '{contact,phones}', coalesce(
            (select jsonb_agg(phone order by position)
              from jsonb_array_elements("data" #> '{contact,phones}') with ordinality as listed(phone, position)
              where phone #>> '{}' <> ?),
            '[]'::jsonb))
          where "data" #> '{contact,phones}' @> jsonb_build_array(?::text)`,
        [legacyPlaceholders.phone, legacyPlaceholders.phone],
      ),
    );
    this.addSql(
      knex.raw(
        `update "registration"."event_settings"
          set "data" = jsonb_set("data", '{contact,whatsappNumber}', '""'::jsonb)
          where "data" #>> '{contact,whatsappNumber}' = ?`,
        [legacyPlaceholders.whatsappNumber],
      ),
    );
  }
}
