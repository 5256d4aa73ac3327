import mqtt from 'mqtt';
import type { PushEvent } from '@lotus/contracts';

/** Where the server sends push events: the embedded broker or an external one. */
export interface Push {
  publish(topic: string, event: PushEvent): Promise<void>;
  close(): Promise<void>;
  /** Whether events can be delivered now (the external broker's connection is up; the embedded one is open). */
  connected(): boolean;
  /** Members connected to the embedded broker; null for an external one (its own metrics tell). */
  clients(): number | null;
}

/** Publishes to an external MQTT broker (Mosquitto, EMQX) at `url`. */
export async function connectExternalPush(url: string, clientId: string): Promise<Push> {
  const client = await mqtt.connectAsync(url, {
    clientId,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
    clean: true,
  });
  return {
    async publish(topic, event) {
      await client.publishAsync(topic, JSON.stringify(event), { qos: 1 });
    },
    async close() {
      await client.endAsync();
    },
    connected: () => client.connected,
    clients: () => null,
  };
}
