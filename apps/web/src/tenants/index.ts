import type { ComponentType, ComponentProps } from 'react';
import { normalizeTenant, type Tenant } from '@console/contract/core';
import { productName } from '@/lib/product';
import { DbiLogo, EabLogo } from './tenant-logos';

export interface TenantBranding {
  code: Tenant;
  name: string;
  shortName: string;
  Logo: ComponentType<ComponentProps<'svg'>>;
  /** Served from public/, so the <link> can point at it before any script runs. */
  favicon: string;
}

export const tenantBrandings = {
  DBI: {
    code: 'DBI',
    name: 'Dahab Bank International',
    shortName: 'DBI',
    Logo: DbiLogo,
    favicon: '/tenants/dbi.svg',
  },
  EAB: {
    code: 'EAB',
    name: 'East Africa Bank',
    shortName: 'EAB',
    Logo: EabLogo,
    favicon: '/tenants/eab.svg',
  },
} as const satisfies Record<Tenant, TenantBranding>;

/** The tenant until a session says otherwise (the token carries the real one). */
export const DEFAULT_TENANT: Tenant = 'DBI';

/** Any code other than DBI is the other bank (spec 1 §1); no code at all means the default. */
export function brandingFor(code: string | null | undefined): TenantBranding {
  return tenantBrandings[code ? normalizeTenant(code) : DEFAULT_TENANT];
}

/** Puts the tenant's palette, favicon and name on the document. */
export function applyTenant(code: string | null | undefined, doc: Document = document): TenantBranding {
  const branding = brandingFor(code);
  doc.documentElement.dataset.tenant = branding.code;
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.type = 'image/svg+xml';
  link.href = branding.favicon;
  applyDocumentTitle(doc);
  return branding;
}

/** The page's title: the tenant's name and the product's, in the language of the moment. */
export function applyDocumentTitle(doc: Document = document): void {
  doc.title = `${brandingFor(doc.documentElement.dataset.tenant).name} · ${productName()}`;
}

/**
 * The tenant of the last session, so the sign-in screen of a deployment shows its own brand
 * before anyone signs in (the tenant code is not secret).
 */
export const TENANT_STORAGE_KEY = 'console-tenant';

export function rememberTenant(code: Tenant): void {
  try {
    localStorage.setItem(TENANT_STORAGE_KEY, code);
  } catch {
    // Storage blocked: the default brand shows until sign-in.
  }
}

export function rememberedTenant(): Tenant {
  try {
    const stored = localStorage.getItem(TENANT_STORAGE_KEY);
    return stored ? normalizeTenant(stored) : DEFAULT_TENANT;
  } catch {
    return DEFAULT_TENANT;
  }
}
