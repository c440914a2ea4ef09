import { Router, type Response } from 'express';
import { z } from 'zod/mini';
import type { EffectiveSetting } from '../../domain/settings/setting-rows';
import { INSTALL_DOMAIN, isEditableSettingKey } from '../../domain/settings/setting-rows';
import type { AppDependencies } from '../app-dependencies';
import {
  SETTING_CHOICES,
  SETTING_SCHEMAS,
  adminChangeSettingBody,
  adminResetSettingBody,
  adminSettingKeyParams,
  adminSettingsQuery,
  type ApiDomainSettings,
  type ApiEffectiveSetting,
  type SettingInput,
} from '../contract/admin-setting-requests';
import { checkRequest } from '../contract/fields';
import { InputError, parseInput } from '../http/input-error';
import { operatorContextOf, requireOperator } from '../http/operator-session';

type Deps = Pick<AppDependencies, 'operators'>;

const actorOf = (res: Response) => operatorContextOf(res).operator!.actor;

function inputOf(setting: EffectiveSetting): SettingInput {
  if (SETTING_CHOICES[setting.key]) return 'choice';
  const value = setting.inherited ?? setting.value;
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'text';
  return 'json';
}

const apiSetting = (setting: EffectiveSetting): ApiEffectiveSetting => ({
  key: setting.key,
  value: setting.value,
  source: setting.source,
  inherited: setting.inherited,
  input: inputOf(setting),
  ...(SETTING_CHOICES[setting.key] ? { choices: SETTING_CHOICES[setting.key] } : {}),
});

/** The value checked against its key's schema: a misfit is a 400 naming the key, and where inside it when a list or record. */
function valueFor(key: string, value: unknown): unknown {
  if (!isEditableSettingKey(key)) return value;
  const checked = checkRequest(z.object({ value: SETTING_SCHEMAS[key] }), { value });
  if (checked.ok) return checked.data.value;
  const inside = checked.field.replace(/^value\.?/, '');
  throw new InputError(key, inside ? `${inside}: ${checked.reason}` : checked.reason);
}

/**
 * /api/admin/settings (issue 25, decision 0077): an admin reads a domain's settings, sets a domain's own value and
 * resets it to the inherited one. Mounted inside the admin router: its cookie, CSRF guard and error mapping apply.
 */
export function adminSettingRoutes(deps: Deps): Router {
  const router = Router();
  const o = deps.operators;

  router.get('/', requireOperator('settings.edit'), async (req, res) => {
    const { domain } = parseInput(adminSettingsQuery, req.query);
    const view = await o.showDomainSettings.run(actorOf(res), domain ?? INSTALL_DOMAIN);
    res.json({ domain: view.domain, domains: view.domains, fictional_profiles: view.fictionalProfiles, settings: view.settings.map(apiSetting) } satisfies ApiDomainSettings);
  });

  router.post('/:key', requireOperator('settings.edit'), async (req, res) => {
    const { key } = parseInput(adminSettingKeyParams, req.params);
    const body = parseInput(adminChangeSettingBody, req.body);
    const value = valueFor(key, body.value);
    res.json(apiSetting(await o.changeSiteSetting.run(actorOf(res), { domain: body.domain, key, value, reason: body.reason })));
  });

  router.post('/:key/reset', requireOperator('settings.edit'), async (req, res) => {
    const { key } = parseInput(adminSettingKeyParams, req.params);
    const body = parseInput(adminResetSettingBody, req.body);
    res.json(apiSetting(await o.resetSiteSetting.run(actorOf(res), { domain: body.domain, key, reason: body.reason })));
  });

  return router;
}
